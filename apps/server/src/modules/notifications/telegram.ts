/**
 * The shop's Telegram chat through the Bot API's sendMessage. Telegram's answer decides what follows:
 * 429 waits as long as Telegram asks (`parameters.retry_after`), 5xx, time-outs and network errors are
 * tried again, and 400/401/403/404 (a wrong chat, a bot removed from the group or blocked, a wrong
 * token) are failures that need the owner, kept with Telegram's own description. The bot token is part
 * of the URL: nothing here puts the URL, or the token, into a result or a log line.
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { shortened, type Sender, type SendOutcome } from './send-outcome.js';

const E = NOTIFICATION_TEXTS.errors;

export interface TelegramSettings {
  apiUrl: string;
  botToken: string;
  chatId: string;
  /** a call without an answer within this time is given up and tried again */
  timeoutMs: number;
}

/** The parts of a Bot API answer the outcome depends on. */
interface BotAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** Answers Telegram gives when the owner has to change something: sending again cannot help. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404]);

export function createTelegramSender(settings: TelegramSettings): Sender {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/bot${settings.botToken}/sendMessage`;
  const hideToken = (text: string) => text.split(settings.botToken).join('***');

  return async (message, signal) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: settings.chatId,
          text: message.body,
          parse_mode: 'HTML',
          disable_web_page_preview: true,
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
      });
      const answer = parseAnswer(await response.text());
      return outcomeOf(response.status, answer, hideToken);
    } catch (error) {
      return networkOutcome(error, settings.timeoutMs, hideToken);
    }
  };
}

function parseAnswer(text: string): BotAnswer | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BotAnswer) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(status: number, answer: BotAnswer | undefined, hideToken: (text: string) => string) {
  if (status === 200 && answer?.ok === true) return { kind: 'sent' } satisfies SendOutcome;
  if (status === 429) {
    const seconds = Math.max(1, Math.ceil(Number(answer?.parameters?.retry_after) || 1));
    return { kind: 'retry', error: E.telegramTooManyRequests(seconds), afterMs: seconds * 1000 } as const;
  }
  if (status >= 500) return { kind: 'retry', error: E.telegramUnavailable(status) } as const;
  if (!PERMANENT_STATUSES.has(status)) return { kind: 'retry', error: E.telegramUnexpected(status) } as const;
  const description = hideToken(String(answer?.description ?? '')) || String(status);
  const error = E.telegramAnswer(refusalReason(status, answer), status, description);
  return { kind: 'failed', error: shortened(error) } as const;
}

/** The refusal in the owner's words: what to check. */
function refusalReason(status: number, answer: BotAnswer | undefined): string {
  if (status === 401) return E.telegramUnauthorized;
  if (status === 403) return E.telegramForbidden;
  if (status === 404) return E.telegramNotFound;
  const newChat = answer?.parameters?.migrate_to_chat_id;
  if (newChat !== undefined) return E.telegramChatMigrated(String(newChat));
  if (/chat not found/i.test(answer?.description ?? '')) return E.telegramChatNotFound;
  return E.telegramBadRequest;
}

/** No answer: the server stopped, Telegram did not answer in time, or the network failed. */
function networkOutcome(error: unknown, timeoutMs: number, hideToken: (text: string) => string): SendOutcome {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError') {
    return { kind: 'retry', error: E.telegramTimeout(timeoutMs / 1000) };
  }
  if (name === 'AbortError') return { kind: 'retry', error: E.interrupted };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
  return { kind: 'retry', error: shortened(E.telegramUnreachable(hideToken(reason))) };
}
