/**
 * Migration 0021 moves the links it turns around: each form's consent onto the form's row
 * (users/orders/inquiries.consent_id) and each outbox row's inquiry or order into its `about` key.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, rawRows } from '../../test/helpers.js';
import type { DatabaseHandle } from './client.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let before: string;

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of the migrations up to `last` (its index) only. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  ({ database, drop } = await freshDatabase({ migrated: false }));
  before = migrationsUpTo(20);
  await migrate(database, before);
  const db = database.db;
  await db.execute(sql`insert into users (id, username, email, password_hash) values
    (1, 'buyer', 'buyer@example.ru', 'x'), (2, 'staff', 'staff@example.ru', 'x')`);
  await db.execute(sql`insert into orders (id, user_id, email, full_name, phone, delivery_method,
      payment_method, total_amount) values
    (10, 1, 'buyer@example.ru', 'Иван', '+79990000001', 'PICKUP', 'CASH_ON_DELIVERY', '100.00'),
    (11, 1, 'buyer@example.ru', 'Иван', '+79990000001', 'PICKUP', 'CASH_ON_DELIVERY', '50.00')`);
  await db.execute(sql`insert into inquiries (id, type, name, phone, ip) values
    (20, 'contact', 'Мария', '+79990000002', '10.0.0.2')`);
  await db.execute(sql`insert into personal_data_consents (id, purpose, user_id, order_id, inquiry_id, ip,
      policy_version) values
    (100, 'registration', 1, null, null, '10.0.0.1', 'v1'),
    (101, 'order', 1, 10, null, '10.0.0.1', 'v1'),
    (102, 'contact', null, null, 20, '10.0.0.2', 'v1')`);
  await db.execute(sql`insert into notification_outbox (channel, topic, inquiry_id, order_id, body) values
    ('telegram', 'inquiry', 20, null, 'a'),
    ('email', 'order_email', null, 10, 'b'),
    ('telegram', 'order_created', null, null, 'c')`);
  await migrate(database);
});
afterAll(async () => {
  await drop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0021', () => {
  it('links each form to its consent', async () => {
    const links = await rawRows<{ form: string; id: number; consent_id: number | null }>(
      database.db,
      sql`select 'user' as form, id, consent_id from users
        union all select 'order', id, consent_id from orders
        union all select 'inquiry', id, consent_id from inquiries
        order by form, id`,
    );
    expect(links).toEqual([
      { form: 'inquiry', id: 20, consent_id: 102 },
      { form: 'order', id: 10, consent_id: 101 },
      { form: 'order', id: 11, consent_id: null },
      { form: 'user', id: 1, consent_id: 100 },
      { form: 'user', id: 2, consent_id: null },
    ]);
  });

  it('keys each outbox row by what it is about', async () => {
    expect(await rawRows(database.db, sql`select topic, about from notification_outbox order by id`)).toEqual(
      [
        { topic: 'inquiry', about: 'inquiry:20' },
        { topic: 'order_email', about: 'order:10' },
        { topic: 'order_created', about: null },
      ],
    );
  });

  it('keeps a consent while its form refers to it', async () => {
    await expect(
      database.db.execute(sql`delete from personal_data_consents where id = 101`),
    ).rejects.toThrow();
    await database.db.execute(sql`delete from orders where id = 10`);
    expect(await rawRows(database.db, sql`select id from personal_data_consents order by id`)).toEqual([
      { id: 100 },
      { id: 101 },
      { id: 102 },
    ]);
  });
});
