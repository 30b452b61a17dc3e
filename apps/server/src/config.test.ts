import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('gives laptop defaults: port 3000, embedded database, demo data, a persisted JWT secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('limits registrations per IP to 20 an hour unless REGISTRATIONS_PER_HOUR says otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
    expect(loadConfig({ DATA_DIR: dir }).rateLimits.register).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(loadConfig({ DATA_DIR: dir, REGISTRATIONS_PER_HOUR: '500' }).rateLimits.register.max).toBe(500);
    expect(() => loadConfig({ DATA_DIR: dir, REGISTRATIONS_PER_HOUR: 'many' })).toThrow(
      'Invalid configuration: REGISTRATIONS_PER_HOUR',
    );
  });

  it('polls the notification outbox every 5 s with a 60 s lease unless NOTIFICATIONS_* say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).notifications).toMatchObject({
      pollMs: 5_000,
      leaseMs: 60_000,
    });
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      NOTIFICATIONS_POLL_MS: '200',
      NOTIFICATIONS_LEASE_MS: '1500',
    });
    expect(tuned.notifications).toMatchObject({ pollMs: 200, leaseMs: 1_500 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), NOTIFICATIONS_LEASE_MS: '10' })).toThrow(
      'Invalid configuration: NOTIFICATIONS_LEASE_MS',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), NOTIFICATIONS_POLL_MS: 'often' })).toThrow(
      'Invalid configuration: NOTIFICATIONS_POLL_MS',
    );
  });

  it('does not write a secret file when JWT_SECRET is given', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SHOP_EMAIL: 'not-an-email' }, 'SHOP_EMAIL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ ADMIN_EMAIL: 'a@b.ru' }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ EXCHANGE_LOGIN: 'shop' }, 'EXCHANGE_PASSWORD'],
    [{ EXCHANGE_LOGIN: 'магазин', EXCHANGE_PASSWORD: 'long-password' }, 'EXCHANGE_LOGIN'],
    [{ EXCHANGE_LOGIN: 'shop', EXCHANGE_PASSWORD: 'short' }, 'EXCHANGE_PASSWORD'],
    [{ EXCHANGE_FILE_LIMIT: '1000' }, 'EXCHANGE_FILE_LIMIT'],
    [{ EXCHANGE_KEEP_SESSIONS: '0' }, 'EXCHANGE_KEEP_SESSIONS'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, 'METRICS_TOKEN'],
    [{ METRICS_ALLOW: 'anyone' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, 'METRICS_ALLOW'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration: .*${variable}`));
  });

  it('leaves /metrics off unless METRICS_TOKEN or METRICS_ALLOW is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ token: undefined, allow: undefined });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: 'prometheus-token-0123456789',
      METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8, ::1',
    });
    expect(set.metrics).toEqual({
      token: 'prometheus-token-0123456789',
      allow: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_ALLOW: ' ' }).metrics.allow).toBeUndefined();
  });

  it('turns demo data off by default on PostgreSQL and reads the admin pair', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'boss@shop.ru',
      ADMIN_PASSWORD: 'long-password',
    });
    expect(config.demoData).toBe(false);
    expect(config.admin).toEqual({ email: 'boss@shop.ru', password: 'long-password' });
  });

  it('reads the 1C exchange account and limits', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.exchange).toMatchObject({
      credentials: undefined,
      fileLimit: 10_485_760,
      keepSessions: 10,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      EXCHANGE_LOGIN: 'shop-1c',
      EXCHANGE_PASSWORD: 'exchange-password',
      EXCHANGE_FILE_LIMIT: '2097152',
      EXCHANGE_KEEP_SESSIONS: '3',
    });
    expect(set.exchange).toMatchObject({
      credentials: { login: 'shop-1c', password: 'exchange-password' },
      fileLimit: 2_097_152,
      keepSessions: 3,
    });
  });
});
