/**
 * Without Telegram settings the shop's messages go by e-mail only (and the admin list says Telegram is
 * not configured); without SHOP_EMAIL either, nothing is queued. A mail server that answers 4xx is
 * tried again; a permanent 5xx refusal is a failure shown with the server's answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import type { InquiryList } from '@shop/shared/inquiries/schemas';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';
import { eventually } from '../../../test/telegram-stand-in.js';

const FAST = { pollMs: 200, leaseMs: 3_000, retryBaseMs: 20, retryMaxMs: 200, sendTimeoutMs: 400 };
const contact = { name: 'Иван', phone: '+79991234567', message: 'Перезвоните, пожалуйста', consent: true };

/** An SMTP server whose answers the test sets: accept, refuse the recipient (5xx), or defer the data (4xx). */
async function startScriptedSmtp() {
  const state = { refuseRecipient: false, deferData: 0, accepted: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refuseRecipient) return callback();
      const error = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.deferData > 0) {
          state.deferData -= 1;
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        }
        state.accepted.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRows = (ctx: TestContext) =>
  rawRows<{ channel: string; topic: string; state: string; attempts: number; last_error: string | null }>(
    ctx.database.db,
    sql`select channel, topic, state, attempts, last_error from notification_outbox order by id`,
  );

const settled = (ctx: TestContext, count: number) =>
  eventually(async () => {
    const rows = await outboxRows(ctx);
    return rows.length === count && rows.every((row) => row.state === 'sent' || row.state === 'failed')
      ? rows
      : undefined;
  });

async function adminList(ctx: TestContext, admin: TestUser): Promise<InquiryList> {
  const res = await ctx.app.inject({ url: '/api/inquiries', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<InquiryList>();
}

describe('without Telegram settings', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    const config = testConfig({ SHOP_EMAIL: 'shop@stroydvor.example' });
    ctx = await buildTestApp({ config: { ...config, notifications: FAST } });
    [admin] = (await createUsers(ctx, ['mail-boss'], 'admin')) as [TestUser];
    [customer] = (await createUsers(ctx, ['mail-customer'])) as [TestUser];
    await seedProducts(ctx, 'Смеси', [{ id: 7201, name: 'Штукатурка гипсовая' }]);
  });
  afterAll(() => ctx.close());

  it('sends by e-mail only (an .eml file without SMTP_URL counts as sent) and says Telegram is not configured', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/telegram/send-contact', payload: contact });
    expect(res.statusCode).toBe(200);
    const rows = await settled(ctx, 1);
    expect(rows).toEqual([
      { channel: 'email', topic: 'inquiry', state: 'sent', attempts: 1, last_error: null },
    ]);

    const list = await adminList(ctx, admin);
    expect(list).toMatchObject({ telegramConfigured: false, emailConfigured: true, total: 1 });
    expect(list.items[0]!.delivery).toEqual([
      expect.objectContaining({ channel: 'email', state: 'sent', attempts: 1, last_error: null }),
    ]);

    const outboxDir = join(ctx.config.dataDir, 'outbox');
    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(join(outboxDir, file!), 'utf8');
    expect(eml).toContain('To: shop@stroydvor.example');
    expect(eml).toContain('Content-Type: text/html');
  });

  it("queues no chat message for orders (that needs Telegram), only the order's e-mails", async () => {
    const before = (await outboxRows(ctx)).length;
    const res = await postOrder(
      ctx,
      customer.headers,
      orderPayload([{ product_id: 7201, quantity: 1, price: 250 }]),
    );
    expect(res.statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${res.json<{ id: number }>().id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    // placed: to the customer and to SHOP_EMAIL; cancelled: to the customer
    expect((await outboxRows(ctx)).slice(before).map((row) => [row.channel, row.topic])).toEqual([
      ['email', 'order_email'],
      ['email', 'order_email'],
      ['email', 'order_email'],
    ]);
  });
});

describe('with neither Telegram nor SHOP_EMAIL', () => {
  it('stores the inquiry, queues nothing, and the list says so', async () => {
    const ctx = await buildTestApp();
    try {
      const [admin] = (await createUsers(ctx, ['bare-boss'], 'admin')) as [TestUser];
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/telegram/send-contact',
        payload: contact,
      });
      expect(res.statusCode).toBe(200);
      expect(await outboxRows(ctx)).toEqual([]);
      const list = await adminList(ctx, admin);
      expect(list).toMatchObject({ telegramConfigured: false, emailConfigured: false, total: 1 });
      expect(list.items[0]!.delivery).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('a mail server that defers or refuses', () => {
  let smtp: Awaited<ReturnType<typeof startScriptedSmtp>>;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startScriptedSmtp();
    const config = testConfig({ SHOP_EMAIL: 'shop@stroydvor.example', SMTP_URL: smtp.url });
    ctx = await buildTestApp({ config: { ...config, notifications: FAST } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('tries again after a 4xx answer and delivers once', async () => {
    smtp.state.deferData = 2;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/telegram/send-contact', payload: contact });
    expect(res.statusCode).toBe(200);
    const rows = await settled(ctx, 1);
    expect(rows[0]).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect(smtp.state.accepted).toEqual(['shop@stroydvor.example']);
  });

  it('fails for good on a 5xx refusal, keeping the answer for the admin', async () => {
    smtp.state.refuseRecipient = true;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/telegram/send-contact', payload: contact });
    expect(res.statusCode).toBe(200);
    const rows = await settled(ctx, 2);
    expect(rows[1]).toMatchObject({ state: 'failed', attempts: 1 });
    expect(rows[1]!.last_error).toContain(NOTIFICATION_TEXTS.errors.mailRefused(''));
    expect(rows[1]!.last_error).toContain('550');
    expect(smtp.state.accepted).toHaveLength(1);
  });
});
