/**
 * A Telegram Bot API stand-in on loopback for the delivery tests: `POST /bot<token>/sendMessage` as
 * Telegram takes it, answered as the test's plan says (accept, an error status, a dropped connection,
 * or no answer at all). It keeps every call, so a test can count what was delivered, how often, and
 * what was tried again.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCall {
  /** 0-based, in the order the calls arrived */
  index: number;
  token: string;
  chatId: unknown;
  text: string;
  parseMode: unknown;
  disableWebPagePreview: unknown;
  /** Date.now() when the call arrived */
  at: number;
  /** how the stand-in answered */
  answer: StandInAnswer['kind'];
}

export type StandInAnswer =
  /** Telegram's answer to a sent message, after `delayMs` when given */
  | { kind: 'accept'; delayMs?: number }
  /** an answer of Telegram's: a status and its JSON body */
  | { kind: 'status'; status: number; body: Record<string, unknown> }
  /** the connection is closed without an answer */
  | { kind: 'drop' }
  /** the request is held open and never answered */
  | { kind: 'hang' };

export type StandInPlan = (call: Omit<StandInCall, 'answer'>) => StandInAnswer;

export const accept: StandInPlan = () => ({ kind: 'accept' });

/** Telegram's answers the tests use. */
export const telegramAnswers = {
  serverError: {
    kind: 'status',
    status: 500,
    body: { ok: false, error_code: 500, description: 'Internal Server Error' },
  },
  badGateway: {
    kind: 'status',
    status: 502,
    body: { ok: false, error_code: 502, description: 'Bad Gateway' },
  },
  tooManyRequests: (retryAfter: number): StandInAnswer => ({
    kind: 'status',
    status: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${retryAfter}`,
      parameters: { retry_after: retryAfter },
    },
  }),
  chatNotFound: {
    kind: 'status',
    status: 400,
    body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
  },
  botBlocked: {
    kind: 'status',
    status: 403,
    body: { ok: false, error_code: 403, description: 'Forbidden: bot was kicked from the group chat' },
  },
  unauthorized: {
    kind: 'status',
    status: 401,
    body: { ok: false, error_code: 401, description: 'Unauthorized' },
  },
} satisfies Record<string, StandInAnswer | ((...args: never[]) => StandInAnswer)>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startTelegramStandIn(initialPlan: StandInPlan = accept) {
  let plan = initialPlan;
  let messageId = 0;
  const calls: StandInCall[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
    const raw = await readBody(request);
    if (request.method !== 'POST' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const call = {
      index: calls.length,
      token: decodeURIComponent(match[1]!),
      chatId: body.chat_id,
      text: String(body.text),
      parseMode: body.parse_mode,
      disableWebPagePreview: body.disable_web_page_preview,
      at: Date.now(),
    };
    const answer = plan(call);
    calls.push({ ...call, answer: answer.kind });
    notify();
    if (answer.kind === 'hang') return;
    if (answer.kind === 'drop') return void request.socket.destroy();
    if (answer.kind === 'accept' && answer.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    }
    const [status, json] =
      answer.kind === 'accept'
        ? [200, { ok: true, result: { message_id: ++messageId, text: call.text } }]
        : [answer.status, answer.body];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(json));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    setPlan(next: StandInPlan) {
      plan = next;
    },
    /** The texts Telegram accepted, in order (a duplicate shows twice). */
    delivered: () => calls.filter((call) => call.answer === 'accept').map((call) => call.text),
    /** Resolves once `condition` holds (checked after every call); the test's time-out bounds it. */
    until(condition: () => boolean): Promise<void> {
      if (condition()) return Promise.resolve();
      return new Promise((resolve) => {
        const check = () => {
          if (!condition()) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
      });
    },
    /** sent: distinct texts accepted; retried: calls not accepted; duplicates: texts accepted again. */
    figures() {
      const delivered = calls.filter((call) => call.answer === 'accept').map((call) => call.text);
      const sent = new Set(delivered).size;
      return { sent, retried: calls.length - delivered.length, duplicates: delivered.length - sent };
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type TelegramStandIn = Awaited<ReturnType<typeof startTelegramStandIn>>;

/** Polls `probe` until it gives a value (the database, another process); the test's time-out bounds it. */
export async function eventually<T>(probe: () => Promise<T | undefined>, everyMs = 50): Promise<T> {
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
