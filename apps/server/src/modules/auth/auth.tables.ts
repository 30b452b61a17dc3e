import type { UserRole } from '@shop/shared/auth/roles';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { personalDataConsents } from '../privacy/index.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    /** A new e-mail waiting for the code sent to it; `email` stays the account's until it is entered. */
    pendingEmail: text('pending_email'),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Carried in every token; a password reset increments it, which revokes every earlier token. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * the consent to the processing of personal data given with the registration
     * (null: an account made by staff or before consents were kept)
     */
    consentId: integer('consent_id').references(() => personalDataConsents.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // the values of USER_ROLES, frozen in migration 0000
    check('users_role_check', sql`${t.role} in ('customer', 'admin')`),
  ],
);

/** verify: a new account's e-mail; reset: a new password; email: a new e-mail; login: a sign-in under attack. */
export const AUTH_CODE_PURPOSES = ['verify', 'reset', 'email', 'login'] as const;
export type AuthCodePurpose = (typeof AUTH_CODE_PURPOSES)[number];

/** One live code per user and purpose: a new code replaces the old one. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_codes_user_purpose_key').on(t.userId, t.purpose),
    check('auth_codes_purpose_check', sql`${t.purpose} in ('verify', 'reset', 'email', 'login')`),
  ],
);

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * One row, written by migration 0006: this database's id. Tokens carry it, so a token of another
 * installation (the same data dir moved to another database, a copied secret) opens nothing here.
 */
export const installation = pgTable('installation', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
