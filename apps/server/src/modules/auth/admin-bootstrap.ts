import { ADMIN_ROLE } from '@shop/shared/auth/roles';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from './auth.tables.js';
import { hashPassword, verifyPassword } from './password.js';

export interface AdminCredentials {
  email: string;
  /** Known only when it came from the environment or was generated on this start. */
  password: string | undefined;
  source: 'env' | 'generated' | 'existing';
}

/**
 * Creates the account or promotes an existing one to admin, setting the given password. A password
 * that differs from the stored one ends the account's sessions (its token version goes up): whoever
 * signed in with the old password is signed out; a restart with the same password signs out nobody.
 */
export async function upsertAdmin(db: Database, email: string, password: string): Promise<void> {
  const normalizedEmail = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizedEmail));
  if (existing) {
    const unchanged = await verifyPassword(existing.passwordHash, password);
    await db
      .update(users)
      .set({
        role: ADMIN_ROLE,
        ...(unchanged
          ? {}
          : { passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` }),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return;
  }
  const passwordHash = await hashPassword(password);
  await db.insert(users).values({
    username: 'Администратор',
    email: normalizedEmail,
    passwordHash,
    role: ADMIN_ROLE,
    emailVerifiedAt: new Date(),
  });
}

const GENERATED_ADMIN_EMAIL = 'admin@stroydvor.local';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create or promote that account on every start. Without them, the first
 * start of an embedded demo creates an administrator with a generated password, printed once and kept
 * in DATA_DIR/admin-credentials.txt (readable by the owner only).
 */
export async function ensureAdmin(
  db: Database,
  options: { admin?: { email: string; password: string }; dataDir: string; generateIfMissing: boolean },
): Promise<AdminCredentials | undefined> {
  if (options.admin) {
    await upsertAdmin(db, options.admin.email, options.admin.password);
    return { ...options.admin, source: 'env' };
  }
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, ADMIN_ROLE))
    .limit(1);
  const credentialsFile = join(options.dataDir, 'admin-credentials.txt');
  if (admin) {
    const saved = existsSync(credentialsFile) ? readFileSync(credentialsFile, 'utf8') : '';
    const password = /^password=(.*)$/m.exec(saved)?.[1];
    return { email: admin.email, password, source: 'existing' };
  }
  if (!options.generateIfMissing) return undefined;
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin(db, GENERATED_ADMIN_EMAIL, password);
  writeFileSync(credentialsFile, `email=${GENERATED_ADMIN_EMAIL}\npassword=${password}\n`, { mode: 0o600 });
  return { email: GENERATED_ADMIN_EMAIL, password, source: 'generated' };
}
