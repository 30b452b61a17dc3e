/**
 * The shop's Telegram chat in its settings, through HTTP and a Telegram stand-in on loopback: only
 * admins see it (the token masked, never in GET /api/shop or the history) and change it (the token
 * kept when not typed again, a bad one refused in Russian); messages go to the chat saved a moment
 * ago without a restart; the environment's TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID win; the test
 * message answers 200, 409 without a chat and 502 with Telegram's reason, never 500.
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { DEMO_SHOP_SETTINGS, type ShopTelegram } from '@shop/shared/shop/settings';
import { SHOP_SETTINGS_TEXTS, SHOP_TELEGRAM_TEXTS } from '@shop/shared/shop/texts';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { buildTestApp, freshDatabase, rawRows, testConfig } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';
import {
  startTelegramStandIn,
  telegramAnswers,
  accept,
  type TelegramStandIn,
} from '../../../test/telegram-stand-in.js';

const V = SHOP_SETTINGS_TEXTS.validation;
const E = NOTIFICATION_TEXTS.errors;
const TOKEN = '7012345678:AAH-saved-token-that-must-stay-secret-1';
const NEW_TOKEN = '7012345678:AAH-another-token-that-must-stay-secret';
const ENV_TOKEN = '6000000001:AAE-environment-token-that-stays-secret';
const CHAT = '-1001234567890';
const FAST = { pollMs: 200, leaseMs: 3_000, retryBaseMs: 20, retryMaxMs: 200, sendTimeoutMs: 1_000 };

const NO_TELEGRAM: ShopTelegram = {
  botTokenSet: false,
  botTokenMasked: null,
  chatId: null,
  fromEnvironment: { botToken: false, chatId: false },
};

let telegram: TelegramStandIn;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
});
afterAll(() => telegram?.close());

async function shopWith(env: Record<string, string> = {}) {
  const config = testConfig({ TELEGRAM_API_URL: telegram.url, ...env });
  const ctx = await buildTestApp({ config: { ...config, notifications: FAST } });
  const [admin] = (await createUsers(ctx, ['tg-settings-boss'], 'admin')) as [TestUser];
  const [customer] = (await createUsers(ctx, ['tg-settings-customer'])) as [TestUser];
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: object,
  ) => ctx.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  return {
    ctx,
    admin,
    customer,
    getTelegram: (headers = admin.headers) => call('GET', '/api/shop/telegram', headers),
    putTelegram: (body: object, headers = admin.headers) => call('PUT', '/api/shop/telegram', headers, body),
    sendTest: (headers = admin.headers) => call('POST', '/api/shop/telegram-test', headers),
    sendContact: (message: string) =>
      call(
        'POST',
        '/api/telegram/send-contact',
        {},
        { name: 'Иван', phone: '+79991234567', message, consent: true },
      ),
    history: () => call('GET', '/api/history?entity=shop&id=1', admin.headers),
  };
}

type Shop = Awaited<ReturnType<typeof shopWith>>;

/** The Telegram calls that came after `from`, once there are `count` of them. */
async function callsAfter(from: number, count: number) {
  await telegram.until(() => telegram.calls.length >= from + count);
  return telegram.calls.slice(from);
}

describe('the Telegram chat saved in the settings', () => {
  let shop: Shop;
  beforeAll(async () => {
    telegram.setPlan(accept);
    shop = await shopWith();
  });
  afterAll(() => shop?.ctx.close());

  it('only an admin reads and changes it: 401 without a session, 403 for a customer', async () => {
    expect((await shop.getTelegram({})).statusCode).toBe(401);
    expect((await shop.getTelegram(shop.customer.headers)).statusCode).toBe(403);
    const put = await shop.putTelegram({ botToken: TOKEN, chatId: CHAT }, shop.customer.headers);
    expect(put.statusCode).toBe(403);
    expect((await shop.putTelegram({ botToken: TOKEN, chatId: CHAT }, {})).statusCode).toBe(401);
    expect((await shop.sendTest({})).statusCode).toBe(401);
    expect((await shop.sendTest(shop.customer.headers)).statusCode).toBe(403);

    const read = await shop.getTelegram();
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(NO_TELEGRAM);
  });

  it('without a chat the test message is a 409 with a Russian reason, and a message stores no Telegram row', async () => {
    const res = await shop.sendTest();
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: SHOP_TELEGRAM_TEXTS.notConfigured });

    const calls = telegram.calls.length;
    expect((await shop.sendContact('Без Telegram')).statusCode).toBe(200);
    const rows = await rawRows<{ channel: string }>(
      shop.ctx.database.db,
      sql`select channel from notification_outbox`,
    );
    expect(rows.filter((row) => row.channel === 'telegram')).toEqual([]);
    expect(telegram.calls.length).toBe(calls);
  });

  describe('refuses a bad token or chat with 400, the field and a Russian message; nothing is saved', () => {
    const cases: [string, object, string, string][] = [
      [
        'a token without the bot id',
        { botToken: 'AAH-no-bot-id-here-at-all-0123456789', chatId: CHAT },
        'botToken',
        V.invalidBotToken,
      ],
      ['a short token', { botToken: '123:abc', chatId: CHAT }, 'botToken', V.invalidBotToken],
      ['a chat that is a word', { botToken: TOKEN, chatId: 'shop chat' }, 'chatId', V.invalidChatId],
      ['a chat with a fraction', { botToken: TOKEN, chatId: '-100.5' }, 'chatId', V.invalidChatId],
    ];
    it.each(cases)('%s', async (_case, body, field, message) => {
      const res = await shop.putTelegram(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect(res.json().error).toMatch(/[А-Яа-яЁё]/);
      expect((await shop.getTelegram()).json()).toEqual(NO_TELEGRAM);
    });
  });

  it('saves the token and the chat: the admin sees the token masked; GET /api/shop and the history never show it', async () => {
    const saved = await shop.putTelegram({ botToken: ` ${TOKEN} `, chatId: CHAT });
    expect(saved.statusCode, saved.body).toBe(200);
    const view: ShopTelegram = {
      botTokenSet: true,
      botTokenMasked: '7012345678:…et-1',
      chatId: CHAT,
      fromEnvironment: { botToken: false, chatId: false },
    };
    expect(saved.json()).toEqual(view);
    expect((await shop.getTelegram()).json()).toEqual(view);

    const publicShop = await shop.ctx.app.inject({ method: 'GET', url: '/api/shop' });
    expect(publicShop.body).not.toContain(TOKEN);
    expect(publicShop.body).not.toContain(CHAT);
    expect(publicShop.json()).not.toHaveProperty('telegram');

    const history = await shop.history();
    expect(history.body).not.toContain(TOKEN);
    expect(history.json()[0].changes).toEqual({
      telegramBotToken: [null, '7012345678:…et-1'],
      telegramChatId: [null, CHAT],
    });
  });

  it('the test message goes through the real sender to the saved chat', async () => {
    const from = telegram.calls.length;
    const res = await shop.sendTest();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SHOP_TELEGRAM_TEXTS.testSent });
    const [call, ...more] = await callsAfter(from, 1);
    expect(more).toEqual([]);
    expect(call).toMatchObject({ token: TOKEN, chatId: CHAT, parseMode: 'HTML' });
    expect(call!.text).toBe(SHOP_TELEGRAM_TEXTS.testMessage(DEMO_SHOP_SETTINGS.name));
  });

  it("a refusal or no connection is a 502 with Telegram's reason in Russian, without the token", async () => {
    telegram.setPlan(() => telegramAnswers.chatNotFound);
    const refused = await shop.sendTest();
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      error: E.telegramAnswer(E.telegramChatNotFound, 400, 'Bad Request: chat not found'),
    });

    telegram.setPlan(() => telegramAnswers.unauthorized);
    const unauthorized = await shop.sendTest();
    expect(unauthorized.statusCode).toBe(502);
    expect(unauthorized.json().error).toContain(E.telegramUnauthorized);

    telegram.setPlan(() => ({ kind: 'drop' }));
    const dropped = await shop.sendTest();
    expect(dropped.statusCode, dropped.body).toBe(502);
    expect(dropped.json().error).toMatch(/^Нет связи с Telegram: /);
    expect(dropped.body).not.toContain(TOKEN);
    telegram.setPlan(accept);
  });

  it('messages go to the chat in force when sent: a new token works at once, without a restart', async () => {
    let from = telegram.calls.length;
    expect((await shop.sendContact('Первый вопрос')).statusCode).toBe(200);
    const [first] = await callsAfter(from, 1);
    expect(first).toMatchObject({ token: TOKEN, chatId: CHAT, answer: 'accept' });
    expect(first!.text).toContain('Первый вопрос');

    // the token is not typed again: '' and a missing token keep it, the chat changes
    const kept = await shop.putTelegram({ botToken: '', chatId: '@stroydvor_orders' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ botTokenMasked: '7012345678:…et-1', chatId: '@stroydvor_orders' });
    expect((await shop.putTelegram({ chatId: '@stroydvor_orders' })).json()).toMatchObject({
      botTokenSet: true,
      botTokenMasked: '7012345678:…et-1',
    });
    // nothing given: both kept
    expect((await shop.putTelegram({})).json()).toMatchObject({
      botTokenMasked: '7012345678:…et-1',
      chatId: '@stroydvor_orders',
    });
    expect((await shop.putTelegram({ botToken: NEW_TOKEN, chatId: CHAT })).statusCode).toBe(200);

    from = telegram.calls.length;
    expect((await shop.sendContact('Второй вопрос')).statusCode).toBe(200);
    const [second] = await callsAfter(from, 1);
    expect(second).toMatchObject({ token: NEW_TOKEN, chatId: CHAT });
    expect(second!.text).toContain('Второй вопрос');
  });

  it('removing the token stops the Telegram messages; the test message says why', async () => {
    const removed = await shop.putTelegram({ removeBotToken: true, chatId: CHAT });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ...NO_TELEGRAM, chatId: CHAT });
    expect((await shop.sendTest()).statusCode).toBe(409);
    const list = await shop.ctx.app.inject({ url: '/api/inquiries', headers: shop.admin.headers });
    expect(list.json()).toMatchObject({ telegramConfigured: false });
  });
});

describe('TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID win over the settings', () => {
  let shop: Shop;
  beforeAll(async () => {
    telegram.setPlan(accept);
    shop = await shopWith({ TELEGRAM_BOT_TOKEN: ENV_TOKEN });
  });
  afterAll(() => shop?.ctx.close());

  it("the admin sees the environment's token, masked and marked; a saved token does not replace it", async () => {
    expect((await shop.getTelegram()).json()).toEqual({
      botTokenSet: true,
      botTokenMasked: '6000000001:…cret',
      chatId: null,
      fromEnvironment: { botToken: true, chatId: false },
    });
    // the chat comes from the settings, the token from the environment
    const saved = await shop.putTelegram({ botToken: TOKEN, chatId: CHAT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ botTokenMasked: '6000000001:…cret', chatId: CHAT });

    const from = telegram.calls.length;
    expect((await shop.sendTest()).statusCode).toBe(200);
    expect((await shop.sendContact('Вопрос через переменные')).statusCode).toBe(200);
    const calls = await callsAfter(from, 2);
    expect(calls.map((call) => [call.token, call.chatId])).toEqual([
      [ENV_TOKEN, CHAT],
      [ENV_TOKEN, CHAT],
    ]);
  });
});

describe('a second instance on the same database', () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let secondPool: DatabaseHandle | undefined;
  const apps: { app: FastifyInstance; dataDir: string }[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  let boss: TestUser;

  async function instance(database: DatabaseHandle) {
    const config = testConfig({ TELEGRAM_API_URL: telegram.url });
    const app = await buildApp({ ...config, notifications: FAST }, { database, logger: false });
    await app.ready();
    apps.push({ app, dataDir: config.dataDir });
    return { app, config };
  }

  beforeAll(async () => {
    telegram.setPlan(accept);
    shared = await freshDatabase();
    // on PostgreSQL each instance has its own pool, as two processes would; PGlite has one connection
    secondPool = shared.url ? await openPostgres(shared.url) : undefined;
    const one = await instance(shared.database);
    first = one.app;
    second = (await instance(secondPool ?? shared.database)).app;
    [boss] = (await createUsers(
      { app: first, config: one.config, database: shared.database, close: async () => undefined },
      ['tg-second-boss'],
      'admin',
    )) as [TestUser];
  });
  afterAll(async () => {
    for (const { app, dataDir } of apps) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await secondPool?.close();
    await shared?.drop();
  });

  it('sends with the token the other saved, without a restart', async () => {
    const sendTest = () =>
      second.inject({ method: 'POST', url: '/api/shop/telegram-test', headers: boss.headers });
    expect((await sendTest()).statusCode).toBe(409);
    const heard = new Promise<void>((resolve) => {
      const stop = second.services.catalogChanges.onChange(() => {
        stop();
        resolve();
      });
    });
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/shop/telegram',
      headers: boss.headers,
      payload: { botToken: NEW_TOKEN, chatId: CHAT },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await heard;
    const from = telegram.calls.length;
    const res = await sendTest();
    expect(res.statusCode, res.body).toBe(200);
    const [call] = await callsAfter(from, 1);
    expect(call).toMatchObject({ token: NEW_TOKEN, chatId: CHAT });
  });
});
