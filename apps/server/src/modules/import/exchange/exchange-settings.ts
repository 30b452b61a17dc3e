/**
 * The exchange account and settings (exchange_settings, one row): the login and an argon2 hash of the
 * password set in the admin area, unless EXCHANGE_LOGIN / EXCHANGE_PASSWORD are set on the server, which
 * win. Not an admin's account: it opens /api/1c/exchange only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_EXCHANGE_CURRENCY,
  OrdersEncoding,
  type ExchangeSettings,
  type ExchangeSettingsUpdate,
} from '@shop/shared/exchange/schemas';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import type { ExchangeConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { column, queryRow } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../auth/index.js';

export const EXCHANGE_PATH = '/api/1c/exchange';

const SettingsRow = z.object({
  login: column.text.nullable(),
  password_hash: column.text.nullable(),
  orders_encoding: OrdersEncoding,
  answers_encoding: OrdersEncoding,
  currency: column.text,
});

export type CredentialCheck = 'ok' | 'wrong' | 'notConfigured';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export interface ExchangeSettingsOptions {
  db: Database;
  config: ExchangeConfig;
  publicUrl: string | undefined;
}

export function createExchangeSettings({ db, config, publicUrl }: ExchangeSettingsOptions) {
  /**
   * The last pair that matched the stored hash: 1C may send Basic credentials with every request, and
   * an argon2 check per request (19 MiB and tens of milliseconds of a core) would slow a 1,000-piece
   * upload for nothing.
   */
  let verified: { hash: string; pair: Buffer } | undefined;

  const row = () =>
    queryRow(
      db,
      sql`select login, password_hash, orders_encoding, answers_encoding, currency
        from exchange_settings where id = 1`,
      SettingsRow,
    );

  async function checkStored(login: string, password: string): Promise<CredentialCheck> {
    const stored = await row();
    if (!stored?.login || !stored.password_hash) return 'notConfigured';
    if (!sameSecret(stored.login, login)) return 'wrong';
    const pair = digest(`${login}\n${password}`);
    if (verified?.hash === stored.password_hash && timingSafeEqual(verified.pair, pair)) return 'ok';
    if (!(await verifyPassword(stored.password_hash, password))) return 'wrong';
    verified = { hash: stored.password_hash, pair };
    return 'ok';
  }

  return {
    /** Whether Basic credentials open the exchange. */
    async check(login: string, password: string): Promise<CredentialCheck> {
      const fromEnv = config.credentials;
      if (!fromEnv) return checkStored(login, password);
      // both compared, so the time does not tell which one was wrong
      const loginMatches = sameSecret(fromEnv.login, login);
      const passwordMatches = sameSecret(fromEnv.password, password);
      return loginMatches && passwordMatches ? 'ok' : 'wrong';
    },

    async ordersEncoding(): Promise<OrdersEncoding> {
      return (await row())?.orders_encoding ?? 'utf-8';
    },

    /** The encoding of the exchange's text answers (old clients read windows-1251). */
    async answersEncoding(): Promise<OrdersEncoding> {
      return (await row())?.answers_encoding ?? 'utf-8';
    },

    async get(): Promise<ExchangeSettings> {
      const stored = await row();
      const fromEnv = config.credentials;
      const login = fromEnv?.login ?? stored?.login ?? null;
      const passwordSet = fromEnv !== undefined || !!stored?.password_hash;
      return {
        url: publicUrl ? new URL(EXCHANGE_PATH, publicUrl).toString() : null,
        path: EXCHANGE_PATH,
        login,
        passwordSet,
        credentialsFrom: fromEnv ? 'env' : stored?.login && stored.password_hash ? 'admin' : null,
        ordersEncoding: stored?.orders_encoding ?? 'utf-8',
        answersEncoding: stored?.answers_encoding ?? 'utf-8',
        currency: stored?.currency ?? DEFAULT_EXCHANGE_CURRENCY,
        fileLimit: config.fileLimit,
        keptSessions: config.keepSessions,
      };
    },

    /** Refused (409) for a login or password while they come from the environment. */
    async update(update: ExchangeSettingsUpdate): Promise<ExchangeSettings> {
      const changesCredentials = update.login !== undefined || update.password !== undefined;
      if (changesCredentials && config.credentials) {
        throw new AppError('CONFLICT', EXCHANGE_TEXTS.admin.credentialsFromEnv);
      }
      const passwordHash = update.password === undefined ? null : await hashPassword(update.password);
      await db.execute(
        sql`insert into exchange_settings
            (id, login, password_hash, orders_encoding, answers_encoding, currency, updated_at)
          values (1, ${update.login ?? null}, ${passwordHash}, ${update.ordersEncoding ?? 'utf-8'},
            ${update.answersEncoding ?? 'utf-8'}, ${update.currency ?? DEFAULT_EXCHANGE_CURRENCY}, now())
          on conflict (id) do update set
            login = coalesce(${update.login ?? null}, exchange_settings.login),
            password_hash = coalesce(${passwordHash}, exchange_settings.password_hash),
            orders_encoding = coalesce(${update.ordersEncoding ?? null}, exchange_settings.orders_encoding),
            answers_encoding = coalesce(${update.answersEncoding ?? null}, exchange_settings.answers_encoding),
            currency = coalesce(${update.currency ?? null}, exchange_settings.currency),
            updated_at = now()`,
      );
      if (passwordHash) verified = undefined;
      return this.get();
    },
  };
}

export type ExchangeSettingsService = ReturnType<typeof createExchangeSettings>;
