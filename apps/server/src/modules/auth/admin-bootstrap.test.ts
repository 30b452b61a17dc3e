import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ensureAdmin, upsertAdmin } from './admin-bootstrap.js';
import { users } from './auth.tables.js';
import { verifyPassword } from './password.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await freshDatabase()));
afterAll(() => drop());

describe('administrator bootstrap', () => {
  it('promotes an existing customer (any e-mail case), sets the password and verifies the address', async () => {
    await database.db.insert(users).values({ username: 'owner', email: 'owner@shop.ru', passwordHash: 'x' });
    await upsertAdmin(database.db, 'OWNER@shop.ru', 'Owner-password-1');
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@shop.ru'));
    expect(owner!.role).toBe('admin');
    expect(owner!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(owner!.passwordHash, 'Owner-password-1')).toBe(true);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('generates an administrator once when none exists and keeps the credentials private', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-'));
    await database.db.update(users).set({ role: 'customer' });
    const first = await ensureAdmin(database.db, { dataDir, generateIfMissing: true });
    expect(first).toMatchObject({ email: 'admin@stroydvor.local', source: 'generated' });
    const file = join(dataDir, 'admin-credentials.txt');
    expect(readFileSync(file, 'utf8')).toContain(`password=${first!.password}`);
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = await ensureAdmin(database.db, { dataDir, generateIfMissing: true });
    expect(again).toEqual({ email: 'admin@stroydvor.local', password: first!.password, source: 'existing' });
  });

  it('creates nobody on PostgreSQL deployments without ADMIN_EMAIL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-'));
    await database.db.update(users).set({ role: 'customer' });
    expect(await ensureAdmin(database.db, { dataDir, generateIfMissing: false })).toBeUndefined();
    expect(existsSync(join(dataDir, 'admin-credentials.txt'))).toBe(false);
  });
});
