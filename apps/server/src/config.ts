import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { resolveLogFormat, type LogFormat } from './lib/log-format.js';
import { serverPath } from './lib/server-root.js';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}:`)),
    { message: `must be a URL starting with ${protocols.map((p) => `${p}:`).join(' or ')}` },
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none by default (the shop sees the
 * connecting address, which nobody can fake); a hop count (`1` behind one nginx); or a list of proxy
 * addresses and CIDRs (`127.0.0.1,10.0.0.0/8`).
 */
const TrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1) or proxy addresses/CIDRs (127.0.0.1,10.0.0.0/8); "true" would trust anyone',
    });
    return z.NEVER;
  });

/**
 * Who may read /metrics by address: IP addresses and CIDRs (`127.0.0.1,10.0.0.0/8`), checked against
 * the request's address (the client's own, or the one a trusted proxy passes on, see TRUST_PROXY).
 */
const MetricsAllow = z
  .string()
  .trim()
  .transform((value, ctx): string[] | undefined => {
    if (value === '') return undefined;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be IP addresses/CIDRs (127.0.0.1,10.0.0.0/8)' });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  JWT_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: optionalString,
  SHOP_EMAIL: optionalString.pipe(z.email().optional()),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_CHAT_ID: optionalString,
  TELEGRAM_API_URL: optionalUrl(['http', 'https']).default('https://api.telegram.org'),
  /** How often each process looks for messages to the shop that other processes stored (ms). */
  NOTIFICATIONS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * How long a claimed message stays with the process sending it (ms; renewed while it sends): past it,
   * another process (or this one after a restart) sends it again.
   */
  NOTIFICATIONS_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /**
   * How long a running import job stays with the process running it (ms; renewed while it runs): past
   * it, another process resumes the job from its last checkpoint.
   */
  IMPORT_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /** 1C files from this size (MB) are checked in a worker thread, leaving the shop's thread to the pages; 0: every file */
  IMPORT_WORKER_FROM_MB: z.coerce.number().min(0).max(10_000).default(8),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  /** Yandex Metrica's counter number: its script loads only after a visitor accepts cookies. */
  YANDEX_METRIKA_ID: optionalString.refine((value) => value === undefined || /^\d{1,12}$/.test(value), {
    message: 'must be the counter number (digits only)',
  }),
  /** Yandex Webmaster's confirmation code, sent in every page's `<meta name="yandex-verification">`. */
  YANDEX_VERIFICATION: optionalString.refine((value) => value === undefined || /^[\w-]{1,100}$/.test(value), {
    message: 'must be the code from Yandex Webmaster (letters, digits, - and _)',
  }),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  DEMO_DATA: booleanFlag.optional(),
  /** New accounts one IP address may register per hour (mobile operators put many customers behind one). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Contact messages and measurement requests sent on to the shop's chat per minute, from everyone. */
  INQUIRIES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Orders one customer may have waiting in NEW at once (a customer cannot hold the whole stock). */
  NEW_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(5),
  TRUST_PROXY: TrustProxy.optional(),
  /** The 1C price type (its Ид or name) that is the shop's price, for exports with several. */
  IMPORT_PRICE_TYPE: optionalString,
  /** The 1C exchange account (commerceml.md §8); both or neither. Set here, it overrides the admin area's. */
  EXCHANGE_LOGIN: optionalString.refine((value) => value === undefined || /^[\x21-\x7e]+$/.test(value), {
    message: 'must be ASCII without spaces (1C sends Basic credentials in ASCII)',
  }),
  EXCHANGE_PASSWORD: optionalString.refine(
    (value) => value === undefined || (value.length >= 8 && /^[\x20-\x7e]+$/.test(value)),
    { message: 'must be at least 8 ASCII characters' },
  ),
  /** The largest body 1C sends per `mode=file` request (init's file_limit); the proxy's body limit must exceed it. */
  EXCHANGE_FILE_LIMIT: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** How many past exchange sessions keep their files (for a replay). */
  EXCHANGE_KEEP_SESSIONS: z.coerce.number().int().min(1).max(1000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  WEB_DIST_DIR: optionalString,
  /** The bearer token Prometheus sends for /metrics. */
  METRICS_TOKEN: optionalString.refine(
    (value) => value === undefined || (value.length >= 16 && /^[\x21-\x7e]+$/.test(value)),
    { message: 'must be at least 16 ASCII characters without spaces' },
  ),
  METRICS_ALLOW: MetricsAllow.optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  webDistDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string | undefined;
  /** TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID: when set, each wins over the shop's settings (/admin/settings) */
  telegram: { botToken: string | undefined; chatId: string | undefined; apiUrl: string };
  /** The outbox of messages to the shop (Telegram, SHOP_EMAIL): its worker's timing. */
  notifications: NotificationTiming;
  /** IMPORT_LEASE_MS: a running import job's lease, renewed every third of it */
  importLeaseMs: number;
  /** IMPORT_WORKER_FROM_MB: 1C files from this size are checked in a worker thread */
  importWorkerFromBytes: number;
  publicUrl: string | undefined;
  /** Yandex Metrica's counter and Yandex Webmaster's confirmation code, when the shop has them. */
  yandex: { metrikaId: string | undefined; verification: string | undefined };
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  logLevel: string;
  /** short human lines on a terminal, JSON lines otherwise (see lib/log-format.ts) */
  logFormat: LogFormat;
  version: string;
  /** false, a hop count or proxy addresses: who may set X-Forwarded-For and X-Request-Id */
  trustProxy: false | number | string[];
  newOrdersPerCustomer: number;
  /** Ид or name of the 1C price type read by the prices import; unset = chosen by the rule (commerceml.md §5) */
  importPriceType: string | undefined;
  /** The 1C exchange (GET|POST /api/1c/exchange). */
  exchange: ExchangeConfig;
  /**
   * Who may read /metrics: a request with the token or from an allowed address. Neither set: /metrics
   * is off (404).
   */
  metrics: { token: string | undefined; allow: string[] | undefined };
  /** Not from the environment: the spec's limits (tests shorten them). */
  rateLimits: RateLimits;
}

export interface ExchangeConfig {
  /** EXCHANGE_LOGIN + EXCHANGE_PASSWORD; when unset, the account set in the admin area */
  credentials: { login: string; password: string } | undefined;
  /** EXCHANGE_FILE_LIMIT, bytes */
  fileLimit: number;
  /** EXCHANGE_KEEP_SESSIONS */
  keepSessions: number;
  /**
   * Not from the environment: the sliding lifetime of an exchange login (its cookie) and of an exchange
   * 1C keeps calling; a new `init` ends an exchange sooner (most 1C versions never send `complete`)
   */
  sessionTtlMs: number;
  /** Not from the environment (tests shorten it): how long one `import` call waits for its job (< 20 s) */
  waitMs: number;
}

export const DEFAULT_EXCHANGE_TIMING = {
  sessionTtlMs: 2 * 60 * 60_000,
  waitMs: 15_000,
};

export interface NotificationTiming {
  /** NOTIFICATIONS_POLL_MS: how often a process looks for what other processes stored */
  pollMs: number;
  /** NOTIFICATIONS_LEASE_MS: a claim's lease, renewed every third of it while the message is sent */
  leaseMs: number;
  /** Not from the environment (tests shorten them): the first retry's delay, doubled up to `retryMaxMs` */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Not from the environment: a Telegram call is given up (and retried) after this long */
  sendTimeoutMs: number;
}

export const DEFAULT_NOTIFICATION_RETRY = {
  retryBaseMs: 5_000,
  retryMaxMs: 15 * 60_000,
  sendTimeoutMs: 10_000,
};

export interface RateLimits {
  /** wrong passwords for one e-mail from one address */
  loginFailures: RateLimit;
  /** wrong passwords from one address, whatever the e-mails */
  loginFailuresPerAddress: RateLimit;
  /** wrong passwords for one e-mail from everywhere: past it a correct password also needs an e-mailed code */
  loginFailuresPerAccount: RateLimit;
  /** code requests and code checks per e-mail (verify, resend, reset) */
  codes: RateLimit;
  /** the same per address, whatever the e-mails */
  codesPerAddress: RateLimit;
  register: RateLimit;
  /** wrong exchange (1C) credentials from one address */
  exchangeLoginFailures: RateLimit;
  /** contact messages and measurement requests together, per address */
  inquiries: RateLimit;
  /**
   * the same from everyone in a minute: past it they are kept for staff in the admin list, not sent to
   * the shop's Telegram and e-mail (INQUIRIES_PER_MINUTE)
   */
  inquiriesShopWide: RateLimit;
  /** orders by phone ("Купить в 1 клик") per phone number (its digits) */
  quickOrderPerPhone: RateLimit;
  /** the same per client address, whatever the phones */
  quickOrderPerAddress: RateLimit;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailures: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerAddress: { max: 100, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { max: 100, windowMs: 60 * 60_000 },
  codes: { max: 5, windowMs: 15 * 60_000 },
  codesPerAddress: { max: 30, windowMs: 15 * 60_000 },
  register: { max: 20, windowMs: 60 * 60_000 },
  exchangeLoginFailures: { max: 20, windowMs: 15 * 60_000 },
  inquiries: { max: 5, windowMs: 10 * 60_000 },
  inquiriesShopWide: { max: 20, windowMs: 60_000 },
  quickOrderPerPhone: { max: 3, windowMs: 60 * 60_000 },
  quickOrderPerAddress: { max: 10, windowMs: 60 * 60_000 },
};

export class ConfigError extends Error {}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.EXCHANGE_LOGIN === undefined) !== (e.EXCHANGE_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: EXCHANGE_LOGIN and EXCHANGE_PASSWORD must be set together');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : serverPath('..', 'web', 'dist'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'СтройДвор <no-reply@localhost>',
    shopEmail: e.SHOP_EMAIL,
    telegram: { botToken: e.TELEGRAM_BOT_TOKEN, chatId: e.TELEGRAM_CHAT_ID, apiUrl: e.TELEGRAM_API_URL },
    importLeaseMs: e.IMPORT_LEASE_MS,
    importWorkerFromBytes: Math.round(e.IMPORT_WORKER_FROM_MB * 1024 * 1024),
    notifications: {
      pollMs: e.NOTIFICATIONS_POLL_MS,
      leaseMs: e.NOTIFICATIONS_LEASE_MS,
      ...DEFAULT_NOTIFICATION_RETRY,
    },
    publicUrl: e.PUBLIC_URL,
    yandex: { metrikaId: e.YANDEX_METRIKA_ID, verification: e.YANDEX_VERIFICATION },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: resolveLogFormat(e.LOG_FORMAT, e.NODE_ENV, Boolean(process.stdout.isTTY)),
    version: readVersion(),
    trustProxy: e.TRUST_PROXY ?? false,
    newOrdersPerCustomer: e.NEW_ORDERS_PER_CUSTOMER,
    importPriceType: e.IMPORT_PRICE_TYPE,
    exchange: {
      credentials:
        e.EXCHANGE_LOGIN && e.EXCHANGE_PASSWORD
          ? { login: e.EXCHANGE_LOGIN, password: e.EXCHANGE_PASSWORD }
          : undefined,
      fileLimit: e.EXCHANGE_FILE_LIMIT,
      keepSessions: e.EXCHANGE_KEEP_SESSIONS,
      ...DEFAULT_EXCHANGE_TIMING,
    },
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      register: { ...DEFAULT_RATE_LIMITS.register, max: e.REGISTRATIONS_PER_HOUR },
      inquiriesShopWide: { ...DEFAULT_RATE_LIMITS.inquiriesShopWide, max: e.INQUIRIES_PER_MINUTE },
    },
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
