/**
 * Two app instances on one PostgreSQL database (each with its own connection pool, as two processes
 * would have), their outbox workers racing over 100 due messages while Telegram answers slowly and now
 * and then with 500: every message is sent, none twice. PGlite has one connection and one process, so
 * this runs only with TEST_DATABASE_URL.
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { freshDatabase, rawRows, testConfig } from '../../../test/helpers.js';
import {
  eventually,
  startTelegramStandIn,
  telegramAnswers,
  type TelegramStandIn,
} from '../../../test/telegram-stand-in.js';

const MESSAGES = 100;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two instances on PostgreSQL', () => {
  let telegram: TelegramStandIn;
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let secondPool: DatabaseHandle;
  const instances: Array<{ app: FastifyInstance; dataDir: string; sentLines: () => number }> = [];

  async function instance(database: DatabaseHandle) {
    const config = testConfig({
      TELEGRAM_BOT_TOKEN: '7000000002:two-workers-token',
      TELEGRAM_CHAT_ID: '-100777',
      TELEGRAM_API_URL: telegram.url,
      LOG_LEVEL: 'info',
    });
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(
      {
        ...config,
        notifications: { pollMs: 50, leaseMs: 2_000, retryBaseMs: 10, retryMaxMs: 50, sendTimeoutMs: 1_500 },
      },
      { database, logStream },
    );
    await app.ready();
    instances.push({
      app,
      dataDir: config.dataDir,
      sentLines: () => lines.filter((line) => line.includes('"msg":"notification sent"')).length,
    });
    return app;
  }

  beforeAll(async () => {
    // each instance's first call is told to wait a second: meanwhile all messages are stored, and both
    // workers then claim from the same 100 due rows at once
    telegram = await startTelegramStandIn((call) => {
      if (call.index < 2) return telegramAnswers.tooManyRequests(1);
      if (call.index % 9 === 4) return telegramAnswers.serverError;
      return { kind: 'accept', delayMs: 2 + (call.index % 5) * 3 };
    });
    shared = await freshDatabase();
    secondPool = await openPostgres(shared.url!);
  });
  afterAll(async () => {
    for (const { app, dataDir } of instances) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await secondPool?.close();
    await shared?.drop();
    await telegram?.close();
  });

  it('sends each of 100 messages once while both workers claim them', async () => {
    const [a, b] = [await instance(shared.database), await instance(secondPool)];
    const sends = Array.from({ length: MESSAGES }, (_, i) =>
      (i % 2 === 0 ? a : b).inject({
        method: 'POST',
        url: '/api/telegram/send-contact',
        payload: { name: `Покупатель ${i}`, phone: '+79991234567', message: `Сообщение ${i}`, consent: true },
      }),
    );
    expect((await Promise.all(sends)).every((res) => res.statusCode === 200)).toBe(true);

    const rows = await eventually(async () => {
      const states = await rawRows<{ state: string; n: number }>(
        shared.database.db,
        sql`select state, count(*)::int as n from notification_outbox group by state`,
      );
      return states.length === 1 && states[0]!.state === 'sent' && states[0]!.n === MESSAGES
        ? states
        : undefined;
    });
    expect(rows).toEqual([{ state: 'sent', n: MESSAGES }]);

    const figures = telegram.figures();
    expect(figures.sent).toBe(MESSAGES);
    expect(figures.duplicates).toBe(0);
    for (let i = 0; i < MESSAGES; i++) {
      expect(telegram.delivered().filter((text) => text.endsWith(`</b> Сообщение ${i}`))).toHaveLength(1);
    }
    const [byA, byB] = instances.map((entry) => entry.sentLines());
    expect(byA! + byB!).toBe(MESSAGES);
    console.info(
      `two workers on PostgreSQL: ${MESSAGES} messages, sent by A ${byA}, by B ${byB}, retried ${figures.retried}, duplicates ${figures.duplicates}`,
    );
  });
});
