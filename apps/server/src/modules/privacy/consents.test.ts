/**
 * The personal-data consent (152-ФЗ) of registration and checkout: refused without it (400 with
 * `fields.consent`, nothing written), stored with it in the same transaction as the account or the
 * order, with the sender's address and the editions in force of the policy and of the consent document.
 */
import { CONSENT_VERSION } from '@shop/shared/privacy/consent-document';
import { PRIVACY_POLICY_VERSION } from '@shop/shared/shop/privacy-policy';
import { TEXTS } from '@shop/shared/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, rawRows, type TestContext } from '../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../test/orders-fixtures.js';

let ctx: TestContext;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  [buyer] = (await createUsers(ctx, ['consent-buyer'])) as [TestUser];
  await seedProducts(ctx, 'Кровля', [{ id: 7301, name: 'Металлочерепица', stockQuantity: 10 }]);
});
afterAll(() => ctx.close());

interface ConsentRow {
  purpose: string;
  user_id: number | null;
  order_id: number | null;
  inquiry_id: number | null;
  ip: string;
  policy_version: string;
  consent_version: string | null;
  recent: boolean;
}
const consents = () =>
  rawRows<ConsentRow>(
    ctx.database.db,
    sql`select c.purpose, coalesce(u.id, o.user_id) as user_id, o.id as order_id, i.id as inquiry_id,
        c.ip, c.policy_version, c.consent_version, c.consented_at > now() - interval '1 minute' as recent
      from personal_data_consents c
        left join users u on u.consent_id = c.id
        left join orders o on o.consent_id = c.id
        left join inquiries i on i.consent_id = c.id
      order by c.id`,
  );
const count = async (table: 'users' | 'orders') =>
  (
    await rawRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

const account = { username: 'soglasie', email: 'soglasie@example.ru', password: 'Krovlya-2026!' };
const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: '10.30.0.7' });

describe('registration', () => {
  it('is refused without the consent ticked, and nothing is written', async () => {
    const users = await count('users');
    for (const consent of [undefined, false, 'true', 1]) {
      const res = await register({ ...account, consent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: TEXTS.validation.consentRequired,
        fields: { consent: TEXTS.validation.consentRequired },
      });
    }
    expect(await count('users')).toBe(users);
    expect(await consents()).toEqual([]);
  });

  it('stores the consent with the account: address, policy and consent editions, time', async () => {
    const res = await register({ ...account, consent: true });
    expect(res.statusCode).toBe(201);
    const [user] = await rawRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users where email = ${account.email}`,
    );
    expect(await consents()).toEqual([
      {
        purpose: 'registration',
        user_id: user!.id,
        order_id: null,
        inquiry_id: null,
        ip: '10.30.0.7',
        policy_version: PRIVACY_POLICY_VERSION,
        consent_version: CONSENT_VERSION,
        recent: true,
      },
    ]);
    // a second registration of the taken e-mail stores no consent of its own
    expect((await register({ ...account, consent: true })).statusCode).toBe(409);
    expect(await consents()).toHaveLength(1);
  });
});

describe('checkout', () => {
  const line = [{ product_id: 7301, quantity: 1, price: 250 }];
  // picked up: the consent is the point here, not the delivery zone a delivered order needs
  const payload = () => orderPayload(line, { delivery_method: 'PICKUP' });

  it('is refused without the consent ticked: no order, the stock untouched', async () => {
    const orders = await count('orders');
    for (const consent of [undefined, false]) {
      const res = await postOrder(ctx, buyer.headers, { ...payload(), consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ consent: TEXTS.validation.consentRequired });
    }
    expect(await count('orders')).toBe(orders);
    const [product] = await rawRows<{ stock_quantity: number }>(
      ctx.database.db,
      sql`select stock_quantity from products where id = 7301`,
    );
    expect(product!.stock_quantity).toBe(10);
  });

  it('stores the consent with the order; a repeat with the same key stores nothing more', async () => {
    const before = (await consents()).length;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.headers, 'idempotency-key': 'consent-1' },
      payload: payload(),
      remoteAddress: '10.30.0.8',
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const repeat = await postOrder(ctx, buyer.headers, payload(), 'consent-1');
    expect(repeat.statusCode).toBe(200);

    const added = (await consents()).slice(before);
    expect(added).toEqual([
      {
        purpose: 'order',
        user_id: buyer.id,
        order_id: orderId,
        inquiry_id: null,
        ip: '10.30.0.8',
        policy_version: PRIVACY_POLICY_VERSION,
        consent_version: CONSENT_VERSION,
        recent: true,
      },
    ]);
  });
});
