/**
 * Delivery of the shop's messages through a Telegram stand-in on loopback and a real SMTP server: the
 * outbox retries through 5xx, dropped connections, time-outs and 429 (waiting as long as Telegram asks)
 * until every message arrived exactly once; a 400/401/403 is a failure shown in the admin list with
 * Telegram's own words; new and cancelled orders reach the chat; the bot token never reaches the log.
 */
import { rmSync } from 'node:fs';
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { ORDER_NOTIFICATION_TEXTS } from '@shop/shared/orders/notification-texts';
import type { InquiryList } from '@shop/shared/inquiries/schemas';
import { formatRoubles } from '@shop/shared/money';
import { DEMO_SHOP_SETTINGS } from '@shop/shared/shop/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import {
  buildTestApp,
  freshDatabase,
  rawRows,
  startSmtpCapture,
  testConfig,
  type TestContext,
} from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import {
  eventually,
  startTelegramStandIn,
  telegramAnswers,
  type StandInAnswer,
  type TelegramStandIn,
} from '../../../test/telegram-stand-in.js';

const TOKEN = '7012345678:AAH-test-token-that-must-stay-secret';
const CHAT = '-1001234567890';
const E = NOTIFICATION_TEXTS.errors;
/** Short retries, so a test sees many of them in seconds. */
const FAST = { pollMs: 200, leaseMs: 3_000, retryBaseMs: 20, retryMaxMs: 200, sendTimeoutMs: 400 };

let telegram: TelegramStandIn;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ctx: TestContext;
const logLines: string[] = [];
let admin: TestUser;
let customer: TestUser;

/** The app with its log captured. */
const shopWith = (config: Config, log?: string[]): Promise<TestContext> => buildTestApp({ config, log });

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  smtp = await startSmtpCapture();
  const config = testConfig({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_CHAT_ID: CHAT,
    TELEGRAM_API_URL: telegram.url,
    SHOP_EMAIL: 'shop@stroydvor.example',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    LOG_LEVEL: 'info',
  });
  ctx = await shopWith({ ...config, notifications: FAST }, logLines);
  [customer] = (await createUsers(ctx, ['tg-customer'])) as [TestUser];
  [admin] = (await createUsers(ctx, ['tg-boss'], 'admin')) as [TestUser];
  await seedProducts(ctx, 'Двери', [{ id: 7101, name: 'Дверь межкомнатная', stockQuantity: 50 }]);
});
afterAll(async () => {
  await ctx?.close();
  await telegram?.close();
  await smtp?.close();
});

const contact = (message: string, name = 'Иван Петров') => ({
  name,
  phone: '+79991234567',
  message,
  consent: true,
});
const sendContact = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/telegram/send-contact', payload: body });
const sendMeasurement = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/telegram/send-measurement', payload: body });

interface OutboxRow {
  id: number;
  channel: string;
  topic: string;
  state: string;
  attempts: number;
  about: string | null;
  last_error: string | null;
}
const outbox = () =>
  rawRows<OutboxRow>(
    ctx.database.db,
    sql`select id, channel, topic, state, attempts, about, last_error
      from notification_outbox order by id`,
  );
/** The outbox once none of its rows waits any more. */
const settled = (count: number) =>
  eventually(async () => {
    const rows = await outbox();
    const done = rows.length === count && rows.every((row) => row.state === 'sent' || row.state === 'failed');
    return done ? rows : undefined;
  });

const listInquiries = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/inquiries${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<InquiryList>();
};

describe('Telegram down, slow, refusing with 5xx or 429, then back', () => {
  it('every message arrives exactly once after it recovers, and by e-mail too', async () => {
    const failures: StandInAnswer[] = [
      telegramAnswers.serverError,
      { kind: 'drop' },
      { kind: 'hang' },
      telegramAnswers.badGateway,
      { kind: 'drop' },
      telegramAnswers.tooManyRequests(1),
    ];
    telegram.setPlan((call) => failures[call.index] ?? { kind: 'accept' });

    const bodies = [
      () => sendContact(contact('Нужна консультация по утеплителю', 'Анна')),
      () => sendMeasurement({ name: 'Борис', phone: '+79990001122', address: 'ул. Мира, 3', consent: true }),
      () => sendContact(contact('Цена <b>двери</b> & "коробки" за 2 шт.?', 'Вера')),
      () =>
        sendMeasurement({
          name: 'Глеб',
          phone: '89990001133',
          preferred_time: 'после 17:00',
          comment: 'Три проёма',
          consent: true,
        }),
      () => sendContact(contact('Есть ли доставка в Хаву?', 'Дарья')),
      ...Array.from({ length: 15 }, (_, i) => () => sendContact(contact(`Вопрос № ${i}`, `Покупатель ${i}`))),
    ];
    for (const send of bodies) {
      const res = await send();
      expect(res.statusCode).toBe(200);
    }
    const rows = await settled(bodies.length * 2);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);

    const figures = telegram.figures();
    console.info(
      `telegram delivery: sent ${figures.sent}, retried ${figures.retried}, duplicates ${figures.duplicates}`,
    );
    expect(figures).toEqual({ sent: bodies.length, retried: failures.length, duplicates: 0 });
    const names = [
      'Анна',
      'Борис',
      'Вера',
      'Глеб',
      'Дарья',
      ...Array.from({ length: 15 }, (_, i) => `Покупатель ${i}`),
    ];
    for (const name of names) {
      expect(
        telegram.delivered().filter((text) => text.includes(`</b> ${name}\n`)),
        name,
      ).toHaveLength(1);
    }

    // the call after the 429 waited at least the second Telegram asked for (no call came in between)
    const limited = telegram.calls.findIndex((call) => call.index === failures.length - 1);
    const after = telegram.calls[limited + 1]!;
    expect(after.at - telegram.calls[limited]!.at).toBeGreaterThanOrEqual(980);

    const mails = smtp.messages.filter((mail) => mail.to === 'shop@stroydvor.example');
    expect(mails).toHaveLength(bodies.length);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('Заявка на замер'), expect.stringContaining('Анна')]),
    );

    const list = await listInquiries('?limit=100');
    expect(list).toMatchObject({ total: bodies.length, telegramConfigured: true, emailConfigured: true });
    for (const item of list.items) {
      expect(item.delivery.map((d) => [d.channel, d.state, d.last_error])).toEqual([
        ['email', 'sent', null],
        ['telegram', 'sent', null],
      ]);
      expect(item.delivery.every((d) => d.sent_at !== null && d.next_attempt_at === null)).toBe(true);
    }
    expect(list.items.reduce((sum, item) => sum + item.delivery[1]!.attempts, 0)).toBe(
      bodies.length + failures.length,
    );
  });

  it("sends Telegram's HTML: the visitor's text escaped, the chat, no preview, a link to the admin page", () => {
    const call = telegram.calls.find((c) => c.answer === 'accept' && c.text.includes('Вера'))!;
    expect(call).toMatchObject({
      token: TOKEN,
      chatId: CHAT,
      parseMode: 'HTML',
      disableWebPagePreview: true,
    });
    expect(call.text).toContain('Цена &lt;b&gt;двери&lt;/b&gt; &amp; &quot;коробки&quot; за 2 шт.?');
    expect(call.text).not.toContain('<b>двери</b>');
    expect(call.text).toMatch(
      /^<b>✉️ Сообщение с сайта № \d+<\/b>\n<b>Имя:<\/b> Вера\n<b>Телефон:<\/b> \+79991234567/,
    );
    expect(call.text).toContain('<a href="https://shop.example/admin/inquiries">');

    const measurement = telegram.delivered().find((text) => text.includes('Глеб'))!;
    expect(measurement).toContain('Заявка на бесплатный замер');
    expect(measurement).toContain('<b>Удобное время:</b> после 17:00');
    expect(measurement).toContain('<b>Комментарий:</b> Три проёма');
    expect(measurement).not.toContain('Адрес');
  });
});

describe('Telegram refusing for good', () => {
  it('marks 400 (wrong chat), 403 (bot removed) and 401 (wrong token) failed after one call, with the reason', async () => {
    const before = (await outbox()).length;
    const refusals: Record<string, StandInAnswer> = {
      'chat-missing': telegramAnswers.chatNotFound,
      kicked: telegramAnswers.botBlocked,
      'token-check': telegramAnswers.unauthorized,
    };
    telegram.setPlan((call) => {
      const key = Object.keys(refusals).find((k) => call.text.includes(k));
      return key ? refusals[key]! : { kind: 'accept' };
    });
    for (const key of Object.keys(refusals)) {
      expect((await sendContact(contact(`проверка ${key}`, `Клиент ${key}`))).statusCode).toBe(200);
    }
    const rows = await settled(before + 6);
    const telegramRows = rows.slice(before).filter((row) => row.channel === 'telegram');
    expect(telegramRows.map((row) => [row.state, row.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['failed', 1],
    ]);
    for (const key of Object.keys(refusals)) {
      expect(telegram.calls.filter((call) => call.text.includes(key))).toHaveLength(1);
    }

    const { items } = await listInquiries('?limit=3');
    const reasonOf = (key: string) =>
      items.find((item) => item.message?.includes(key))!.delivery.find((d) => d.channel === 'telegram')!;
    expect(reasonOf('chat-missing')).toMatchObject({ state: 'failed', attempts: 1, next_attempt_at: null });
    expect(reasonOf('chat-missing').last_error).toBe(
      E.telegramAnswer(E.telegramChatNotFound, 400, 'Bad Request: chat not found'),
    );
    expect(reasonOf('kicked').last_error).toBe(
      E.telegramAnswer(E.telegramForbidden, 403, 'Forbidden: bot was kicked from the group chat'),
    );
    expect(reasonOf('token-check').last_error).toBe(
      E.telegramAnswer(E.telegramUnauthorized, 401, 'Unauthorized'),
    );
    // e-mail went anyway
    for (const item of items) {
      expect(item.delivery.find((d) => d.channel === 'email')).toMatchObject({ state: 'sent' });
    }
  });

  it('never writes the bot token into the log, and logs what happened', () => {
    const log = logLines.join('');
    expect(log).toContain('notification sent');
    expect(log).toContain('notification not sent, will retry');
    expect(log).toContain('notification refused for good');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(TOKEN.split(':')[1]);
  });
});

describe('orders in the chat', () => {
  const orderTexts = (id: number) => telegram.delivered().filter((text) => text.includes(`№ ${id} `));

  it('a new order: number, total, delivery address, phone, payment and a link to the admin orders', async () => {
    telegram.setPlan(() => ({ kind: 'accept' }));
    const res = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: 7101, quantity: 2, price: 250 }], { phone: '+79005550011' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    await telegram.until(() => orderTexts(id).length === 1);
    const [text] = orderTexts(id);
    expect(text).toContain(`<b>🛒 Новый заказ № ${id} на ${formatRoubles('500.00')}</b>`);
    expect(text).toContain('<b>Покупатель:</b> Петров Пётр Петрович');
    expect(text).toContain('<b>Телефон:</b> +79005550011');
    expect(text).toContain('<b>Доставка:</b> с. Верхняя Хава, ул. Садовая, 5');
    expect(text).toContain('<b>Оплата:</b> Наличными при получении');
    expect(text).toContain('<b>Позиций в заказе:</b> 1');
    expect(text).toContain('<a href="https://shop.example/admin/orders?tab=NEW">');
  });

  it('a pickup order names the shop; cancellations by the customer and by staff say who cancelled', async () => {
    const pickup = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: 7101, quantity: 1, price: 250 }], {
        delivery_method: 'PICKUP',
        address: null,
      }),
    );
    expect(pickup.statusCode).toBe(201);
    const pickupId = pickup.json<{ id: number }>().id;
    await telegram.until(() => orderTexts(pickupId).length === 1);
    expect(orderTexts(pickupId)[0]).toContain(`<b>Самовывоз:</b> ${DEMO_SHOP_SETTINGS.pickupAddress}`);

    const byCustomer = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${pickupId}/cancel`,
      headers: customer.headers,
    });
    expect(byCustomer.statusCode).toBe(200);
    await telegram.until(() => orderTexts(pickupId).length === 2);
    expect(orderTexts(pickupId)[1]).toContain(`❌ Заказ № ${pickupId} на ${formatRoubles('250.00')} отменён`);
    expect(orderTexts(pickupId)[1]).toContain(ORDER_NOTIFICATION_TEXTS.cancelledByCustomer);
    expect(orderTexts(pickupId)[1]).toContain('<a href="https://shop.example/admin/orders?tab=CANCELLED">');

    const second = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: 7101, quantity: 1, price: 250 }]),
    );
    const secondId = second.json<{ id: number }>().id;
    const status = (value: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${secondId}/status`,
        headers: admin.headers,
        payload: { status: value },
      });
    expect((await status('PROCESSING')).statusCode).toBe(200);
    expect((await status('CANCELLED')).statusCode).toBe(200);
    await telegram.until(() => orderTexts(secondId).length === 2);
    expect(orderTexts(secondId)[1]).toContain(ORDER_NOTIFICATION_TEXTS.cancelledByStaff);

    // a status change that is not a cancellation tells the chat nothing; the order's e-mails are rows
    // of their own: placed (to the customer and to SHOP_EMAIL), and one per status change
    const rows = await settled((await outbox()).length);
    const ofSecond = rows.filter((row) => row.about === `order:${secondId}`);
    expect(ofSecond.filter((row) => row.channel === 'telegram').map((row) => row.topic)).toEqual([
      'order_created',
      'order_cancelled',
    ]);
    expect(ofSecond.filter((row) => row.channel === 'email').map((row) => row.topic)).toEqual([
      'order_email',
      'order_email',
      'order_email',
      'order_email',
    ]);
  });
});

describe('closing the app', () => {
  it('interrupts a send in flight and gives the message back for the next worker', async () => {
    const silent = await startTelegramStandIn(() => ({ kind: 'hang' }));
    const { database, drop } = await freshDatabase();
    const config = testConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: CHAT,
      TELEGRAM_API_URL: silent.url,
    });
    // a Telegram call would wait a minute: only the close can end it
    const app = await buildApp(
      { ...config, notifications: { ...FAST, sendTimeoutMs: 60_000 } },
      { database, logger: false },
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/telegram/send-contact',
        payload: contact('Закрытие'),
      });
      expect(res.statusCode).toBe(200);
      await silent.until(() => silent.calls.length === 1);
      await app.close();
      const rows = await rawRows<OutboxRow & { due_now: boolean }>(
        database.db,
        sql`select state, attempts, last_error, next_attempt_at <= now() as due_now from notification_outbox`,
      );
      expect(rows).toEqual([{ state: 'pending', attempts: 1, last_error: E.interrupted, due_now: true }]);
    } finally {
      await app.close();
      await drop();
      await silent.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
