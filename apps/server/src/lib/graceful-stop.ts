import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import { sendError } from '../plugins/errors.js';

export interface StopTiming {
  /** the listener closes once no request arrived for this long… */
  quietMs: number;
  /** …or after this long at most */
  shedMaxMs: number;
  /** then the requests in flight get at most this long to finish */
  drainMs: number;
}

/** How long after the last request an open connection counts as an idle keep-alive one. */
const KEEP_ALIVE_IDLE_MS = 1_000;

/** What a shed request asks a client to wait before it tries again (s). */
const SHED_RETRY_AFTER_SECONDS = 1;

/** Liveness and readiness keep their own answers while the process stops. */
const ALWAYS_ANSWERED = /^\/api\/(health|ready)(\?|$)/;

const retriable = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !ALWAYS_ANSWERED.test(request.url);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first half of a graceful stop, before `app.close()`, so a proxy in front loses no request:
 * 1. Shedding: a GET (or HEAD) gets 503 at once, which nginx answers from another process
 *    (`proxy_next_upstream http_503`) and counts as this process failing, so it stops sending here.
 *    Anything else (an order, a form) is still served: nginx never passes those on once sent.
 * 2. Once no request arrived for a moment, the listening socket closes. Closing it while requests
 *    still pour in would reset the connections waiting in the kernel's queue, POSTs among them.
 * 3. Every connection already accepted gets its answer: a connection whose request has not even been
 *    read yet (the event loop was busy drawing a page) counts too, so it is neither closed as idle
 *    nor answered by Fastify's own close, which answers 503 to everything (the in-process calls of a
 *    page being drawn included). Websockets are left to that close.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  let shedding = false;
  let lastArrival = 0;
  // an aborted request may still reach onResponse: each one is counted out once
  const finished = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (finished.has(request)) return;
    finished.add(request);
    inFlight -= 1;
  };
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    inFlight += 1;
    lastArrival = Date.now();
    if (shedding && retriable(request)) {
      reply.header('retry-after', SHED_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, {
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));

  // plain HTTP connections open now (a websocket leaves this set when it upgrades)
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('upgrade', (_request: IncomingMessage, socket: Socket) => connections.delete(socket));

  async function quietOrTimeout(timing: StopTiming) {
    const until = Date.now() + timing.shedMaxMs;
    while (Date.now() < until && Date.now() - lastArrival < timing.quietMs) await sleep(50);
  }

  /** Until every request is answered and every plain connection closed, at most `timeoutMs`. */
  async function drained(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inFlight > 0 || connections.size > 0)) {
      // a second without any request: what is still open is a client's idle keep-alive connection
      if (inFlight === 0 && Date.now() - lastArrival > KEEP_ALIVE_IDLE_MS) app.server.closeIdleConnections();
      await sleep(20);
    }
  }

  return {
    get inFlight() {
      return inFlight;
    },
    get shedding() {
      return shedding;
    },
    /** Sheds, stops accepting connections once quiet, then waits for the requests in flight. */
    async stopAccepting(timing: StopTiming): Promise<void> {
      shedding = true;
      if (app.server.listening) {
        await quietOrTimeout(timing);
        app.server.close();
      }
      await drained(timing.drainMs);
      // keep-alive connections of clients that talk to the shop directly, now without a request
      app.server.closeIdleConnections();
    },
  };
}
