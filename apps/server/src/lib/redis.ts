import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { ConfigError } from '../config.js';

/** How long the start waits for REDIS_URL to answer: a wrong address or a stopped Redis stops the start. */
export const REDIS_STARTUP_TIMEOUT_MS = 5_000;
/** Once started, a lost connection is retried for ever, backing off up to this. */
const RECONNECT_MAX_MS = 5_000;

export interface RedisPair {
  pub: RedisClientType;
  sub: RedisClientType;
  /** Closes both; during an outage drops the commands still waiting instead of waiting for Redis. */
  close(): Promise<void>;
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

const reasonOf = (error: unknown) =>
  (error instanceof Error && (error.message || (error as { code?: string }).code)) || String(error);

/**
 * The publishing and subscribing clients of the Socket.IO Redis adapter, both connected. If they are not
 * within `startupTimeoutMs`, throws a ConfigError naming REDIS_URL (the start stops with that line)
 * instead of waiting for ever. After that an outage only logs a warning and the clients reconnect;
 * commands sent meanwhile wait for the connection, and one lost in flight is logged, never thrown.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  startupTimeoutMs = REDIS_STARTUP_TIMEOUT_MS,
): Promise<RedisPair> {
  // loaded only when REDIS_URL is set: a single process never pays for the client's import
  const { createClient } = await import('redis');
  const pub: RedisClientType = createClient({
    url,
    socket: {
      connectTimeout: Math.min(startupTimeoutMs, 5_000),
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 10), RECONNECT_MAX_MS),
    },
  });
  const sub = pub.duplicate();
  let started = false;
  let lastError: unknown;

  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    let down = false;
    client.on('error', (err: unknown) => {
      lastError = err;
      if (!started) return; // reported once below, if the start gives up
      if (!down) log.warn({ err }, `realtime redis ${name} lost, reconnecting`);
      else log.debug({ err }, `realtime redis ${name} still unreachable`);
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info(`realtime redis ${name} reconnected`);
      down = false;
    });
  }

  // The adapter publishes without awaiting, and node-redis rejects the commands in flight when the
  // connection drops: unhandled, such a rejection would end the process. A lost broadcast is logged.
  const publish = pub.publish.bind(pub);
  Object.assign(pub, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((err: unknown) => {
        log.warn({ err }, 'realtime redis publish lost');
        return 0;
      }),
  });

  let timer: NodeJS.Timeout | undefined;
  const connecting = Promise.all([pub.connect(), sub.connect()]);
  const outcome = await Promise.race([
    connecting.then(
      () => 'connected' as const,
      (error: unknown) => {
        lastError ??= error;
        return 'failed' as const;
      },
    ),
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), startupTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'connected') {
    started = true;
    const close = async (client: RedisClientType) => (client.isReady ? client.close() : client.destroy());
    return { pub, sub, close: async () => void (await Promise.all([close(pub), close(sub)])) };
  }
  // their pending connects reject now (already handled by the race above)
  for (const client of [pub, sub]) if (client.isOpen) client.destroy();
  const reason = lastError === undefined ? 'no answer' : reasonOf(lastError);
  throw new ConfigError(
    `Redis at REDIS_URL (${redacted(url)}) did not answer within ${startupTimeoutMs / 1000} s: ${reason}`,
  );
}
