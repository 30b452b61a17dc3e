/**
 * Schema-driven fuzzing of the whole API: thousands of requests generated from the OpenAPI document
 * (`GET /api/docs/json`), each a mostly valid request of one operation with one thing wrong, so the
 * services are reached as well as the validation. No answer may be a 5xx, a hang or bigger than 1 MB,
 * and a valid token of the operation's audience must always get past the guard: a failure prints the
 * exact request, its seed and index, the answer and the server's log lines for it. On success it prints
 * the number of requests and the status histogram.
 *
 * Mutations: wrong JSON types and missing required fields, extra fields (`__proto__` too), strings with
 * control characters, lone surrogates, RTL and zero-width characters, tsquery and LIKE
 * metacharacters, SQL, long strings and bodies just under, at and over the 1 MB body limit, deeply
 * nested JSON, huge, negative, fractional and unrepresentable numbers, odd path parameters, query
 * strings with repeated keys, arrays, empty values and wrong booleans, wrong content types, invalid
 * UTF-8 and broken JSON, and missing or garbage tokens.
 *
 * The plan: every mutation of every operation once, then random operations and mutations (a quarter
 * of them unmutated) up to FUZZ_REQUESTS. Request i is built from its own PRNG seeded by (seed, i), so
 * FUZZ_SEED=<seed> FUZZ_ONLY=<i>[,<j>…] sends exactly that request again. FUZZ_CONCURRENCY: requests in
 * flight (at most 8: the password hashing queue answers 503 "busy" past 34 waiting hashes, by design).
 *
 * Requests carry a valid token of the operation's audience, signed afresh for each request: a logout
 * revokes only its own token, so no operation has to be left out. Some carry no token or a garbage one
 * instead, and some requests to public operations carry a customer's token.
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTokenSigner } from '../src/modules/auth/tokens.js';
import { refreshSearchWords } from '../src/modules/search/search.service.js';
import { bearer, freshDatabase, rawRows, testConfig, type TestContext } from './helpers.js';
import { createUsers, orderPayload, postOrder, seedProducts, type TestUser } from './orders-fixtures.js';
import {
  asText,
  buildUrl,
  createRng,
  encodeText,
  flatten,
  isMultipart,
  listOperations,
  numberBounds,
  queryEntries,
  typeOf,
  validValue,
  type ApiOperation,
  type ApiRequest,
  type JsonSchema,
  type OpenApiDocument,
  type Rng,
} from './openapi-requests.js';

const DEFAULT_SEED = 20260501;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
const MIN_REQUESTS = 3000;
const REQUESTS = Math.max(MIN_REQUESTS, Number(process.env.FUZZ_REQUESTS ?? 3200));
const CONCURRENCY = Math.min(8, Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4)));
const ONLY = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map(Number)) : undefined;
/** a request that takes longer is reported as a hang (and fails the test) */
const REQUEST_TIMEOUT_MS = 30_000;
const BODY_LIMIT = 1024 * 1024;
/** An answer bigger than this is a failure: no request may make the server write megabytes back. */
const MAX_ANSWER_BYTES = 1024 * 1024;

for (const [name, value] of [
  ['FUZZ_SEED', SEED],
  ['FUZZ_REQUESTS', REQUESTS],
  ['FUZZ_CONCURRENCY', CONCURRENCY],
] as const) {
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${process.env[name]}`);
}

// ---------------------------------------------------------------------------------------------------
// The app, with its log kept (a 5xx is reported with the log lines of its request)

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string; code?: string };
}

const logLines: LogLine[] = [];
let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
let installation: string;

beforeAll(async () => {
  // many orders may wait in NEW: the mostly valid orders of the fuzz are not refused for their number
  const config = testConfig({ LOG_LEVEL: 'warn', NEW_ORDERS_PER_CUSTOMER: '1000' });
  const { database, drop } = await freshDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        try {
          logLines.push(JSON.parse(line) as LogLine);
        } catch {
          logLines.push({ level: 60, msg: line.slice(0, 2_000) });
        }
      }
      done();
    },
  });
  const app = await buildApp(config, { database, logStream });
  await app.ready();
  ctx = {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  const [row] = await rawRows<{ id: string }>(database.db, sql`select id from installation`);
  installation = row!.id;
  [customer] = (await createUsers(ctx, ['fuzz-customer'])) as [TestUser];
  [admin] = (await createUsers(ctx, ['fuzz-admin'], 'admin')) as [TestUser];
  // rows for the mostly valid requests to find: products 1-12 in two categories, an order, a cart line
  await seedProducts(
    ctx,
    'Краски',
    Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Эмаль ПФ-115 №${i + 1}`, views: i })),
  );
  await seedProducts(
    ctx,
    'Крепёж',
    Array.from({ length: 6 }, (_, i) => ({ id: i + 7, name: `Шуруп 4x${40 + i}`, stockQuantity: i })),
  );
  await refreshSearchWords(database.db);
  const order = await postOrder(
    ctx,
    customer.headers,
    orderPayload([{ product_id: 1, quantity: 1, price: 250 }]),
  );
  expect(order.statusCode, order.body).toBe(201);
  const line = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: customer.headers,
    payload: { product_id: 2, quantity: 2 },
  });
  expect(line.statusCode, line.body).toBeLessThan(300);
});

afterAll(() => ctx?.close());

// ---------------------------------------------------------------------------------------------------
// JSON with raw parts: numbers JSON.stringify cannot write (1e309, 2^64 exactly), nesting too deep for it

class Raw {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Raw ? `@@raw${raws.push(item.text) - 1}@@` : item,
  ) as string | undefined;
  return (text ?? '').replace(/"@@raw(\d+)@@"/g, (_whole, index: string) => raws[Number(index)]!);
}

/** Text of a value in a query string or a path (before encoding). */
const plain = (value: unknown) => (value instanceof Raw ? value.text : asText(value));

// ---------------------------------------------------------------------------------------------------
// Values, by kind: a mutation picks one value of a kind (so every kind of every field is tried once,
// and the random part of the plan tries the rest)

type Values = readonly (readonly [label: string, value: unknown])[];

/** Made on use: long values are not kept in memory between requests. */
const STRING_KINDS: Record<string, () => Values> = {
  'control characters': () => [
    ['U+0000', 'a\u0000b'],
    ['U+0001', '\u0001'],
    ['U+001B', 'x\u001b[31mred'],
    ['U+007F', 'del\u007f'],
    ['CR LF tab', 'a\r\nb\tc'],
    ['U+0085 U+2028', 'a\u0085b\u2028c'],
  ],
  unicode: () => [
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udfff'],
    ['swapped surrogates', '\udc00\ud800'],
    ['RTL override', '\u202egnp.exe'],
    ['RLM LRM', 'a\u200fb\u200ec'],
    ['zero-width', '\u200b\u200c\u200d\u2060'],
    ['BOM', '\ufeffabc'],
    ['noncharacters', '\uffff\ufffe'],
    ['combining marks', 'e' + '\u0301'.repeat(300)],
    ['emoji ZWJ', '👨‍👩‍👧‍👦🏳️‍🌈'],
    ['Cyrillic', 'Ёжик в тумане'],
    ['blank', '   '],
    ['empty', ''],
  ],
  'tsquery and LIKE': () => [
    ['tsquery metacharacters', "& | ! : * ( ) <-> ' \\"],
    ['tsquery !', '!'],
    ['tsquery &', '&'],
    ['tsquery operators', 'a & !b | (c <-> d):* <2>'],
    ['tsquery quote', "'"],
    ['tsquery backslash', '\\'],
    ['tsquery :*', ':*'],
    ['tsquery parens', '(((('],
    ['tsquery <->', '<-> <-> <->'],
    ['tsquery weights', 'a:ABCD b:*'],
    ['LIKE %', '%'],
    ['LIKE _', '_'],
    ['LIKE escapes', '\\%\\_\\'],
    ['LIKE mix', '%_%\\%'],
  ],
  'SQL and friends': () => [
    ['SQL quote', "' OR '1'='1"],
    ['SQL drop', "'; DROP TABLE users; --"],
    ['SQL union', '1) UNION SELECT password_hash FROM users --'],
    ['SQL sleep', "'; select pg_sleep(2); --"],
    ['SQL placeholder', '$1 $2'],
    ['SQL dollar quote', '$$ $tag$ x $tag$'],
    ['SQL comment', '/* */ -- #'],
    ['path traversal', '../../etc/passwd'],
    ['HTML', '<script>alert(1)</script>'],
    ['template', '${7*7} {{7*7}} #{7*7}'],
    ['printf', '%s%n%x%d'],
    ['JSON text', '{"a":[1]}'],
    ['__proto__', '__proto__'],
  ],
  long: () => [
    ['long 10k', 'a'.repeat(10_000)],
    ['long Cyrillic 10k', 'я'.repeat(10_000)],
    ['long emoji 5k', '😀'.repeat(5_000)],
    ['long tsquery 20k', '!&|'.repeat(7_000)],
    ['long 200k', 'b'.repeat(200_000)],
  ],
};

/** For strings named like dates (startDate, …) or formatted as dates. */
const DATE_VALUES: () => Values = () => [
  ['30 February', '2025-02-30'],
  ['month 13', '2025-13-01'],
  ['year 0', '0000-01-01'],
  ['year 99999', '99999-01-01'],
  ['past PostgreSQL', '294277-01-01'],
  ['BC', '4714-11-24 BC'],
  ['infinity', 'infinity'],
  ['-infinity', '-infinity'],
  ['epoch', 'epoch'],
  ['now', 'now'],
  ['allballs', 'allballs'],
  ['Julian', 'J2451187'],
  ['hour 25', '2025-01-01T25:00:00Z'],
  ['offset +99', '2025-01-01T00:00:00+99:00'],
  ['offset +23:59', '2025-01-01T00:00:00+23:59'],
  ['timestamp in seconds', '1700000000'],
  ['timestamp in milliseconds', '1700000000000'],
  ['Russian', '1 января 2025'],
  ['date range', '2025-01-01/2025-02-01'],
];

const NUMBER_KINDS: Record<string, () => Values> = {
  'odd numbers': () => [
    ['0', 0],
    ['-1', -1],
    ['-0', new Raw('-0')],
    ['1.5', 1.5],
    ['0.1+0.2', 0.1 + 0.2],
    ['1e-7', 1e-7],
    ['5e-324', 5e-324],
    ['1.0', new Raw('1.0')],
    ['1E+2', new Raw('1E+2')],
    ['1.00000000000000000001', new Raw('1.00000000000000000001')],
  ],
  'huge numbers': () => [
    ['2^31-1', 2 ** 31 - 1],
    ['2^31', 2 ** 31],
    ['-2^31-1', -(2 ** 31) - 1],
    ['2^32', 2 ** 32],
    ['2^53-1', Number.MAX_SAFE_INTEGER],
    ['2^53+1', new Raw('9007199254740993')],
    ['2^63', new Raw('9223372036854775808')],
    ['-2^63-1', new Raw('-9223372036854775809')],
    ['2^64', new Raw('18446744073709551616')],
    ['1e21', 1e21],
    ['1e308', 1e308],
    ['1e309', new Raw('1e309')],
    ['-1e309', new Raw('-1e309')],
    ['30 nines', new Raw('9'.repeat(30))],
    ['400 nines', new Raw('9'.repeat(400))],
  ],
  'numbers as strings': () => [
    ['"NaN"', 'NaN'],
    ['"Infinity"', 'Infinity'],
    ['"-Infinity"', '-Infinity'],
    ['"1e309"', '1e309'],
    ['"1"', '1'],
    ['"0x10"', '0x10'],
    ['" 1 "', ' 1 '],
    ['"1_000"', '1_000'],
  ],
};

const WRONG_TYPES: Values = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['number', 7],
  ['string', 'x'],
  ['empty array', []],
  ['array', [1, 'a', null]],
  ['empty object', {}],
  ['object', { a: 1, $gt: '' }],
];

function wrongTypesFor(type: string): Values {
  return WRONG_TYPES.filter(([label]) => {
    if (type === 'object') return !label.includes('object');
    if (type === 'array') return !label.includes('array');
    if (type === 'boolean') return label !== 'true' && label !== 'false';
    if (type === 'string') return label !== 'string';
    if (type === 'integer' || type === 'number') return label !== 'number';
    return true;
  });
}

/** Values at and past the schema's own limits. */
function boundsFor(schema: JsonSchema, type: string): Values {
  const values: [string, unknown][] = [];
  if (type === 'string') {
    if (schema.maxLength !== undefined) {
      values.push([`maxLength ${schema.maxLength} (Cyrillic)`, 'я'.repeat(schema.maxLength)]);
      values.push([`maxLength+1`, 'я'.repeat(schema.maxLength + 1)]);
    }
    if (schema.minLength) values.push([`minLength-1`, 'a'.repeat(schema.minLength - 1)]);
    for (const value of schema.enum ?? []) {
      if (typeof value === 'string') {
        values.push([`${value} in lower case`, value.toLowerCase()], [`${value} padded`, ` ${value} `]);
      }
    }
  }
  if (type === 'integer' || type === 'number') {
    const { low, high } = numberBounds(schema, type === 'integer');
    values.push([`minimum-1 (${low - 1})`, low - 1], [`maximum (${high})`, high], [`maximum+1`, high + 1]);
    if (type === 'integer') values.push([`minimum+0.5`, low + 0.5]);
  }
  if (type === 'array') {
    const item = schema.items && !Array.isArray(schema.items) ? schema.items : {};
    const one = validValue(item, createRng(1));
    values.push(
      ['empty array', []],
      [`maxItems+1`, Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => one)],
      ['10,000 items', Array.from({ length: 10_000 }, () => one)],
      ['duplicates', [one, one, one]],
      ['nested arrays', [[one], [[one]]]],
      ['array of nulls', [null, null]],
    );
  }
  return values;
}

/** The kinds of values to try in a field of this schema. */
function kindsFor(schema: JsonSchema, name: string, rng: Rng): Record<string, () => Values> {
  const flat = flatten(schema, rng);
  const type = typeOf(flat);
  const kinds: Record<string, () => Values> = { 'wrong type': () => wrongTypesFor(type) };
  if (type === 'string') Object.assign(kinds, STRING_KINDS);
  if (type === 'string' && (/date|time/i.test(name) || /date/.test(flat.format ?? '')))
    kinds.dates = DATE_VALUES;
  if (type === 'integer' || type === 'number') Object.assign(kinds, NUMBER_KINDS);
  if (boundsFor(flat, type).length > 0) kinds.bounds = () => boundsFor(flat, type);
  return kinds;
}

const ODD_PATH_VALUES: Values = [
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['30 nines', '9'.repeat(30)],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['1e3', '1e3'],
  ['0x1F', '0x1F'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-0', '-0'],
  ['+1', '%2B1'],
  ['space 1', '%201'],
  ['1 space', '1%20'],
  ['abc', 'abc'],
  ['%00', '%00'],
  ['1%00', '1%00'],
  ['..%2F', '..%2F'],
  ['..%2F..%2Fauth%2Fprofile', '..%2F..%2Fauth%2Fprofile'],
  ['%2E%2E', '%2E%2E'],
  ['RTL %E2%80%AE', '%E2%80%AE1'],
  ['emoji', encodeURIComponent('😀')],
  ['fullwidth 1', encodeURIComponent('１')],
  ['Arabic-Indic 1', encodeURIComponent('١')],
  ['lone %', '%'],
  ['bad escape', '%zz'],
  ['truncated UTF-8', '%F0%9F'],
  ['overlong slash', '%C0%AF'],
  ['%FF', '%FF'],
  ['lone surrogate', '%ED%A0%80'],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['200 characters', '1'.repeat(200)],
];

const QUERY_TEXT_VALUES: Values = [
  ['empty', ''],
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['30 nines', '9'.repeat(30)],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['0x10', '0x10'],
  ['yes', 'yes'],
  ['TRUE', 'TRUE'],
  ['1 as a boolean', '1'],
  ['"true " with a space', 'true '],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['upper case enum', 'PRICE_ASC'],
];

const CONTENT_TYPES: readonly [string, string | null, (json: string) => string | Buffer][] = [
  ['text/plain', 'text/plain', (json) => json],
  ['form-urlencoded', 'application/x-www-form-urlencoded', () => 'a=1&b=%00&c[]=x&__proto__[x]=1'],
  ['no content type', null, (json) => json],
  ['json without a body', 'application/json', () => ''],
  ['json, whitespace body', 'application/json', () => '  \n '],
  ['json charset=utf-16', 'application/json; charset=utf-16', (json) => json],
  ['json charset=latin1', 'application/json; charset=latin1', (json) => json],
  ['APPLICATION/JSON', 'APPLICATION/JSON', (json) => json],
  ['application/vnd.api+json', 'application/vnd.api+json', (json) => json],
  [
    'application/xml',
    'application/xml',
    () => '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
  ],
  ['multipart without a boundary', 'multipart/form-data', (json) => json],
  [
    'multipart with junk',
    'multipart/form-data; boundary=zz',
    () => '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz',
  ],
  ['octet-stream', 'application/octet-stream', () => Buffer.from([0, 1, 2, 255])],
  ['two types', 'application/json, text/plain', (json) => json],
  ['garbage type', ';;;=', (json) => json],
];
/** the ones tried on operations without a body */
const CONTENT_TYPES_WITHOUT_BODY = new Set([
  'text/plain',
  'form-urlencoded',
  'no content type',
  'json without a body',
  'multipart with junk',
]);

const BROKEN_JSON: readonly [string, string | Buffer][] = [
  ['truncated', '{"a":'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['comment', '{/* c */"a":1}'],
  ['NaN literal', '{"a":NaN}'],
  ['BOM prefix', '\ufeff{}'],
  ['two documents', '{}{}'],
  ['lone surrogate escape key', '{"\\ud800":1}'],
  ['bad escape', '{"a":"\\x41"}'],
  ['raw control character', '{"a":"\u0001"}'],
  [
    'invalid UTF-8',
    Buffer.concat([
      Buffer.from('{"a":"'),
      Buffer.from([0xc0, 0xaf, 0xff, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
  ],
  ['UTF-16 body', Buffer.from('{"a":1}', 'utf16le')],
];

const EXTRA_FIELDS = ['role', 'isAdmin', 'id', 'user_id', 'price', 'status', 'email_verified_at', 'toString'];

/** Forged and garbage Authorization headers (the forged tokens are made once the database is up). */
async function garbageAuthorizations(): Promise<Values> {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { id: admin.id, email: admin.email, role: 'admin', ver: 0, inst: installation };
  const sign = (key: string, payload: Record<string, unknown>, exp: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(key));
  return [
    ['Bearer garbage', 'Bearer garbage'],
    ['Bearer and nothing', 'Bearer '],
    ['Bearer a.b.c', 'Bearer a.b.c'],
    ['Bearer ...', 'Bearer ...'],
    ['Basic', 'Basic dXNlcjpwYXNz'],
    ['two tokens', 'Bearer a.b.c Bearer d.e.f'],
    ['10 kB token', `Bearer ${'x'.repeat(10_000)}`],
    ['JWT of JSON arrays', `Bearer ${part([])}.${part([])}.x`],
    ['JWT of non-JSON', `Bearer ${Buffer.from('\u0000\u00ff').toString('base64url')}.e30.e30`],
    [
      'alg:none admin',
      `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: now + 3600 })}.`,
    ],
    ['alg:HS512 unsigned', `Bearer ${part({ alg: 'HS512' })}.${part({ ...claims, exp: now + 3600 })}.AAAA`],
    [
      'another secret',
      `Bearer ${await sign('another-secret-another-secret-another-secret', claims, now + 3600)}`,
    ],
    ['expired', `Bearer ${await sign(ctx.config.jwtSecret, claims, now - 60)}`],
    ['SQL token', "Bearer '--"],
  ];
}

// ---------------------------------------------------------------------------------------------------
// Drafts: a mostly valid request of one operation, then one mutation

/** audience: a token of the operation's audience (none for public ones); customer: a customer's token */
type Auth =
  | { kind: 'audience' }
  | { kind: 'customer' }
  | { kind: 'none' }
  | { kind: 'header'; label: string; value: string };

interface Draft {
  /** encoded path values */
  path: Record<string, string>;
  /** encoded query entries (null: a key without "=") */
  query: [string, string | null][];
  headers: Record<string, string>;
  /** a JSON value (may hold Raw parts); undefined: no body */
  body?: unknown;
  /** the body as sent, instead of `body` */
  raw?: string | Buffer;
  /** undefined: the operation's own; null: no Content-Type header */
  contentType?: string | null;
  auth: Auth;
  /** the path was mutated: the request may reach another route */
  oddPath?: boolean;
}

interface FuzzCase extends ApiRequest {
  index: number;
  operation: ApiOperation;
  mutation: string;
  auth: Auth;
  oddPath: boolean;
}

/** Changes a fresh base draft; returns what it did. */
type Mutation = (draft: Draft, rng: Rng) => string;

const clone = <T>(value: T): T => (value === undefined ? value : (structuredClone(value) as T));

/**
 * Bodies the schema alone cannot make valid, used as the base of most requests of their operation:
 * an order's total must match the prices of the seeded products (250.00 each).
 */
const KNOWN_GOOD_BODIES: Record<string, (rng: Rng) => unknown> = {
  'POST /api/orders': (rng) =>
    orderPayload(
      Array.from({ length: rng.int(1, 3) }, (_, i) => ({
        product_id: i * 2 + rng.int(1, 2),
        quantity: rng.int(1, 2),
        price: 250,
      })),
      rng.chance(0.5) ? { delivery_method: 'PICKUP', address: null } : {},
    ),
};

function baseDraft(operation: ApiOperation, rng: Rng): Draft {
  const draft: Draft = { path: {}, query: [], headers: {}, auth: { kind: 'audience' } };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && !parameter.required && rng.chance(0.5)) continue;
    const value = validValue(parameter.schema, rng, { name: parameter.name });
    if (parameter.in === 'path') draft.path[parameter.name] = encodeText(asText(value));
    else if (parameter.in === 'query') draft.query.push(...queryEntries(parameter.name, value));
    else if (parameter.in === 'header') draft.headers[parameter.name] = asText(value);
  }
  const knownGood = KNOWN_GOOD_BODIES[operation.label];
  if (operation.body) {
    draft.body = knownGood && rng.chance(0.7) ? knownGood(rng) : validValue(operation.body.schema, rng);
  }
  return draft;
}

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Raw);

/** The fields of a body: its properties and the first item of its arrays, recursively. */
function fieldsOf(schema: JsonSchema, value: unknown, rng: Rng, path: (string | number)[] = []): Field[] {
  const flat = flatten(schema, rng);
  const fields: Field[] = [];
  if (isObject(value)) {
    for (const [key, property] of Object.entries(flat.properties ?? {})) {
      fields.push({
        path: [...path, key],
        schema: property,
        required: flat.required?.includes(key) ?? false,
      });
      if (key in value) fields.push(...fieldsOf(property, value[key], rng, [...path, key]));
    }
  } else if (Array.isArray(value) && value.length > 0 && flat.items && !Array.isArray(flat.items)) {
    fields.push({ path: [...path, 0], schema: flat.items, required: true });
    fields.push(...fieldsOf(flat.items, value[0], rng, [...path, 0]));
  }
  return fields;
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    typeof root === 'object' && root !== null && !(root instanceof Raw)
      ? root
      : typeof head === 'number'
        ? []
        : {}
  ) as Record<string | number, unknown>;
  container[head] = setAt(container[head], rest, value);
  return container;
}

function deleteAt(root: unknown, path: readonly (string | number)[]) {
  let parent: unknown = root;
  for (const key of path.slice(0, -1))
    parent = (parent as Record<string | number, unknown> | undefined)?.[key];
  if (typeof parent === 'object' && parent !== null)
    delete (parent as Record<string | number, unknown>)[path.at(-1)!];
}

const fieldLabel = (field: Field) => field.path.join('.');

/** Sets a body field (on a copy), creating the body if the draft has none. */
function withField(draft: Draft, field: Field, value: unknown) {
  draft.body = setAt(clone(draft.body) ?? {}, field.path, value);
}

const deepArrays = (levels: number) => new Raw(`${'['.repeat(levels)}${']'.repeat(levels)}`);
const deepObjects = (levels: number) => new Raw(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

/** The body filled up to `bytes` of JSON: a string field (or an extra one) padded with `unit`. */
function padBody(draft: Draft, operation: ApiOperation, rng: Rng, bytes: number, unit: string) {
  const stringField = fieldsOf(operation.body?.schema ?? {}, draft.body, rng).find(
    (field) =>
      typeOf(flatten(field.schema, rng)) === 'string' &&
      field.path.every((key) => typeof key === 'string') &&
      field.required,
  );
  const path = stringField?.path ?? ['padding'];
  const body = setAt(isObject(draft.body) ? clone(draft.body) : {}, path, '');
  const rest = bytes - Buffer.byteLength(toJson(body));
  const unitBytes = Buffer.byteLength(JSON.stringify(unit)) - 2;
  const filler = unit.repeat(Math.max(0, Math.floor(rest / unitBytes)));
  const padded = `${filler}${'a'.repeat(Math.max(0, rest - (Buffer.byteLength(JSON.stringify(filler)) - 2)))}`;
  draft.body = setAt(body, path, padded);
}

/** A mutation that puts one value of a kind into a field (picked when the request is built). */
function fieldMutation(field: Field, kind: string, values: () => Values): Mutation {
  return (draft, rng) => {
    const [label, value] = rng.pick(values());
    withField(draft, field, value instanceof Raw ? value : clone(value));
    return `body ${fieldLabel(field)} = ${label} (${kind})`;
  };
}

/** Every mutation that applies to the operation, each a function of a fresh base draft. */
function mutationsOf(operation: ApiOperation, garbage: Values): Mutation[] {
  const mutations: Mutation[] = [() => 'valid'];
  const probe = createRng(7);

  if (operation.body) {
    const schema = operation.body.schema;
    // every field of a body with all its optional fields: each kind of value, missing, deeply nested
    for (const field of fieldsOf(schema, validValue(schema, probe, { optional: 'all' }), probe)) {
      for (const [kind, values] of Object.entries(kindsFor(field.schema, String(field.path.at(-1)), probe))) {
        mutations.push(fieldMutation(field, kind, values));
      }
      if (field.required) {
        mutations.push((draft) => {
          deleteAt(draft.body, field.path);
          return `body without required ${fieldLabel(field)}`;
        });
      }
      mutations.push((draft) => {
        withField(draft, field, deepArrays(5_000));
        return `body ${fieldLabel(field)} = 5,000 nested arrays`;
      });
    }
    mutations.push((draft, rng) => {
      const key = rng.pick(EXTRA_FIELDS);
      draft.body = { ...(isObject(draft.body) ? draft.body : {}), [key]: 'admin' };
      return `body with an extra field ${key}`;
    });
    for (const [label, payload] of [
      ['__proto__', '{"__proto__":{"role":"admin","isAdmin":true}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}}}'],
    ] as const) {
      mutations.push((draft) => {
        const text = toJson(draft.body);
        const merged = isObject(draft.body) && text !== '{}';
        draft.raw = merged ? `${payload.slice(0, -1)},${text.slice(1)}` : payload;
        return `body with ${label}`;
      });
    }
    mutations.push((draft) => {
      const extra = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i]));
      draft.body = { ...(isObject(draft.body) ? draft.body : {}), ...extra };
      return 'body with 1,000 unknown keys';
    });
    mutations.push((draft) => {
      const key = Object.keys(isObject(draft.body) ? draft.body : {})[0] ?? 'a';
      draft.raw = `{"${key}":null,${toJson(draft.body).slice(1)}`;
      return `body with the key ${key} twice`;
    });
    mutations.push((draft, rng) => {
      const [label, value] = rng.pick<readonly [string, unknown]>([
        ['an array of it', [draft.body]],
        ['a string', 'body'],
        ['a number', 42],
        ['null', null],
        ['true', true],
        ['an empty object', {}],
        ['an empty array', []],
      ]);
      draft.body = value;
      return `body is ${label}`;
    });
    for (const [label, value] of [
      ['5,000 nested arrays', () => deepArrays(5_000)],
      ['5,000 nested objects', () => deepObjects(5_000)],
      ['200,000 nested arrays', () => deepArrays(200_000)],
      ['100,000 nested objects', () => deepObjects(100_000)],
    ] as const) {
      mutations.push((draft) => {
        draft.body = value();
        return `body is ${label}`;
      });
    }
    for (const [label, bytes, unit] of [
      ['64 bytes under the 1 MB limit', BODY_LIMIT - 64, 'a'],
      ['exactly 1 MB', BODY_LIMIT, 'a'],
      ['1 MB + 1 byte', BODY_LIMIT + 1, 'a'],
      ['1 MB with Cyrillic, at the limit', BODY_LIMIT, 'я'],
      ['1 MB with Cyrillic + 1 byte', BODY_LIMIT + 1, 'я'],
      ['1 MB of escaped U+0001, at the limit', BODY_LIMIT, '\u0001'],
      ['3 MB', 3 * BODY_LIMIT, 'a'],
    ] as const) {
      mutations.push((draft, rng) => {
        padBody(draft, operation, rng, bytes, unit);
        return `body ${label}`;
      });
    }
    for (const [label, raw] of BROKEN_JSON) {
      mutations.push((draft) => {
        draft.raw = raw;
        return `body broken: ${label}`;
      });
    }
    mutations.push((draft) => {
      draft.body = undefined;
      draft.contentType = null;
      return 'no body, no content type';
    });
  }

  // query parameters: each kind of value, repeated keys, arrays, empty values
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const key = encodeText(parameter.name);
    const without = (draft: Draft) => draft.query.filter(([k]) => k !== key && !k.startsWith(`${key}%5B`));
    const kinds: Record<string, () => Values> = {
      'query text': () => QUERY_TEXT_VALUES,
      ...kindsFor(parameter.schema, parameter.name, probe),
    };
    for (const [kind, values] of Object.entries(kinds)) {
      mutations.push((draft, rng) => {
        const [label, value] = rng.pick(values());
        draft.query = [...without(draft), [key, encodeText(plain(value))]];
        return `query ${parameter.name} = ${label} (${kind})`;
      });
    }
    const structural: [string, (draft: Draft, rng: Rng) => [string, string | null][]][] = [
      [
        'repeated',
        (draft, rng) => [
          ...without(draft),
          ...queryEntries(parameter.name, validValue(parameter.schema, rng)),
          ...queryEntries(parameter.name, validValue(parameter.schema, rng)),
        ],
      ],
      ['repeated, once invalid', (draft) => [...without(draft), [key, '1'], [key, 'x%00']]],
      ['with [] suffix', (draft) => [...without(draft), [`${key}%5B%5D`, '1'], [`${key}%5B%5D`, '2']]],
      ['as key[]', (draft) => [...without(draft), [`${key}[]`, '1'], [`${key}[]`, '2']]],
      ['with [0] suffix', (draft) => [...without(draft), [`${key}%5B0%5D`, '1']]],
      ['with [a][b] suffix', (draft) => [...without(draft), [`${key}%5Ba%5D%5Bb%5D`, '1']]],
      ['with an empty value', (draft) => [...without(draft), [key, '']]],
      ['without "="', (draft) => [...without(draft), [key, null]]],
      ['1 MB long', (draft) => [...without(draft), [key, 'q'.repeat(BODY_LIMIT)]]],
      ['%00', (draft) => [...without(draft), [key, '%00']]],
      ['with a bad escape', (draft) => [...without(draft), [key, '%zz%']]],
      ['lone surrogate', (draft) => [...without(draft), [key, '%ED%A0%80']]],
      ['plus as space', (draft) => [...without(draft), [key, '+1+']]],
      ['with an encoded &', (draft) => [...without(draft), [key, '1%26limit%3D2']]],
    ];
    for (const [label, build] of structural) {
      mutations.push((draft, rng) => {
        draft.query = build(draft, rng);
        return `query ${parameter.name} ${label}`;
      });
    }
  }
  for (const [label, entries] of [
    [
      'unknown parameters',
      [
        ['foo', 'bar'],
        ['limit', '5'],
        ['q', '%25'],
      ],
    ],
    [
      '__proto__',
      [
        ['__proto__%5Brole%5D', 'admin'],
        ['__proto__', 'x'],
      ],
    ],
    ['constructor.prototype', [['constructor%5Bprototype%5D%5Brole%5D', 'admin']]],
    [
      'only "&="',
      [
        ['', ''],
        ['', ''],
      ],
    ],
    ['1,000 unknown keys', Array.from({ length: 1_000 }, (_, i) => [`k${i}`, 'v'])],
  ] as [string, [string, string][]][]) {
    mutations.push((draft) => {
      draft.query = [...draft.query, ...entries];
      return `query with ${label}`;
    });
  }

  // path parameters: each odd value
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    for (const [label, value] of ODD_PATH_VALUES) {
      mutations.push((draft) => {
        draft.path[parameter.name] = value as string;
        draft.oddPath = true;
        return `path ${parameter.name} = ${label}`;
      });
    }
  }

  // header parameters (Idempotency-Key): odd values that HTTP still carries
  for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
    mutations.push((draft, rng) => {
      const [label, value] = rng.pick([
        ['empty', ''],
        ['101 characters', 'k'.repeat(101)],
        ['8 kB', 'k'.repeat(8_192)],
        ['SQL', "' OR 1=1 --"],
        ['tab', 'a\tb'],
        ['Latin-1 bytes', 'caf\u00e9'],
        ['percent-encoded', '%00%E2%80%AE'],
      ] as const);
      draft.headers[parameter.name] = value;
      return `header ${parameter.name} = ${label}`;
    });
  }

  // content types (and a body where the operation takes none)
  for (const [label, type, payload] of CONTENT_TYPES) {
    if (!operation.body && !CONTENT_TYPES_WITHOUT_BODY.has(label)) continue;
    mutations.push((draft) => {
      draft.raw = payload(toJson(draft.body ?? { a: 1 }));
      draft.contentType = type;
      return `content type ${label}`;
    });
  }

  // tokens: public operations ignore them, so they get one garbage token of the list at random
  mutations.push((draft) => {
    draft.auth = { kind: 'none' };
    return 'no token';
  });
  const tokenMutation =
    (choose: (rng: Rng) => readonly [string, unknown]): Mutation =>
    (draft, rng) => {
      const [label, value] = choose(rng);
      draft.auth = { kind: 'header', label, value: value as string };
      return `token: ${label}`;
    };
  if (operation.audience === 'public') mutations.push(tokenMutation((rng) => rng.pick(garbage)));
  else for (const entry of garbage) mutations.push(tokenMutation(() => entry));
  return mutations;
}

const BOUNDARY = '----fuzz-boundary-7f3a';

/** A multipart form of an object: files for fields named like files, text for the rest (objects as JSON). */
function multipartOf(body: unknown): string {
  const parts = Object.entries(isObject(body) ? body : { value: body }).map(([name, value]) => {
    const isFile = /file|upload|document/i.test(name);
    const disposition = isFile
      ? `form-data; name="${name}"; filename="fuzz.csv"\r\nContent-Type: text/csv`
      : `form-data; name="${name}"`;
    const text = typeof value === 'string' ? value : toJson(value);
    return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${text}\r\n`;
  });
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

function toCase(index: number, operation: ApiOperation, mutation: string, draft: Draft): FuzzCase {
  const headers: Record<string, string> = { ...draft.headers };
  let payload: string | Buffer | undefined;
  if (draft.raw !== undefined) payload = draft.raw;
  else if (draft.body !== undefined) {
    payload = isMultipart(operation) ? multipartOf(draft.body) : toJson(draft.body);
  }
  const ownType = operation.body?.contentType ?? 'application/json';
  const contentType =
    draft.contentType === null
      ? undefined
      : (draft.contentType ??
        (payload === undefined
          ? undefined
          : ownType.startsWith('multipart/')
            ? `${ownType}; boundary=${BOUNDARY}`
            : ownType));
  if (contentType !== undefined) headers['content-type'] = contentType;
  return {
    index,
    operation,
    mutation,
    auth: draft.auth,
    oddPath: draft.oddPath === true,
    method: operation.method,
    url: buildUrl(operation, draft.path, draft.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

interface PlannedCase {
  index: number;
  operation: ApiOperation;
  mutation: Mutation;
}

/**
 * Every mutation of every operation once, then random operations and mutations (a quarter of them
 * unmutated) until there are REQUESTS. Only the choice is planned; requests are built when sent.
 */
function plan(operations: readonly ApiOperation[], garbage: Values) {
  const rng = createRng(SEED);
  const byOperation = operations.map((operation) => ({
    operation,
    mutations: mutationsOf(operation, garbage),
  }));
  const planned: PlannedCase[] = [];
  for (const { operation, mutations } of byOperation) {
    for (const mutation of mutations) planned.push({ index: planned.length, operation, mutation });
  }
  // One request with 10,000 unknown query keys (79 kB), to the first public operation with a query:
  // only one, as it costs seconds and gigabytes for as long as an unknown key's error message lists
  // every unknown key and each key gets that message (quadratic; 1,000 keys above already give 10 MB).
  const withQuery = operations.find(
    (operation) => operation.audience === 'public' && operation.parameters.some((p) => p.in === 'query'),
  );
  if (withQuery) {
    planned.push({
      index: planned.length,
      operation: withQuery,
      mutation: (draft) => {
        draft.query = [
          ...draft.query,
          ...Array.from({ length: 10_000 }, (_, i): [string, string] => [`k${i}`, 'v']),
        ];
        return 'query with 10,000 unknown keys';
      },
    });
  }
  const systematic = planned.length;
  while (planned.length < REQUESTS) {
    const { operation, mutations } = rng.pick(byOperation);
    const mutation = rng.chance(0.25) ? mutations[0]! : rng.pick(mutations);
    planned.push({ index: planned.length, operation, mutation });
  }
  return { planned, systematic };
}

/** Request i of the plan, from its own PRNG: the same seed and index always give the same request. */
function build({ index, operation, mutation }: PlannedCase): FuzzCase {
  const rng = createRng((Math.imul(SEED, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  const draft = baseDraft(operation, rng);
  const label = mutation(draft, rng);
  // public operations ignore tokens: some of their requests carry a customer's all the same
  if (draft.auth.kind === 'audience' && operation.audience === 'public' && rng.chance(0.3)) {
    draft.auth = { kind: 'customer' };
  }
  return toCase(index, operation, label, draft);
}

// ---------------------------------------------------------------------------------------------------
// Sending and reporting

async function authorizationOf({ auth, operation }: FuzzCase): Promise<string | undefined> {
  if (auth.kind === 'none') return undefined;
  if (auth.kind === 'header') return auth.value;
  const user =
    auth.kind === 'audience' && operation.audience === 'admin'
      ? { ...admin, role: 'admin' as const }
      : auth.kind === 'customer' || operation.audience === 'customer'
        ? { ...customer, role: 'customer' as const }
        : undefined;
  if (!user) return undefined;
  // a fresh token for every request: a logout revokes only the token it was called with
  const token = await createTokenSigner(ctx.config.jwtSecret).sign(user, 0, installation);
  return bearer(token).authorization;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function payloadExcerpt(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(none)';
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  return `${JSON.stringify(text.slice(0, 400))}${text.length > 400 ? '…' : ''} (${bytes} bytes${typeof payload === 'string' ? '' : ', latin1 view of a Buffer'})`;
}

/** What is kept of a request once answered (the full request only when it failed). */
interface Outcome {
  index: number;
  operation: string;
  label: string;
  status: number;
  code?: unknown;
  ms: number;
  /** the answer's size */
  bytes: number;
  guardedAsValid: boolean;
  report?: string;
}

function report(fuzzCase: FuzzCase, headers: Record<string, string>, answer: string, requestId?: string) {
  const logs = logLines
    .filter((line) => requestId !== undefined && line.reqId === requestId)
    .map((line) => {
      const err = line.err && {
        type: line.err.type,
        code: line.err.code,
        message: line.err.message,
        stack: line.err.stack?.split('\n').slice(0, 8).join(' | '),
      };
      return `    log: ${JSON.stringify({ level: line.level, msg: line.msg, err })}`;
    });
  const shownHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, cut(value, 200)]),
  );
  return [
    `#${fuzzCase.index} ${fuzzCase.operation.label}: ${fuzzCase.mutation}`,
    `    reproduce: FUZZ_SEED=${SEED} FUZZ_ONLY=${fuzzCase.index}`,
    `    ${fuzzCase.method} ${cut(fuzzCase.url, 300)}`,
    `    headers: ${JSON.stringify(shownHeaders)}`,
    `    body: ${payloadExcerpt(fuzzCase.payload)}`,
    `    answer: ${answer}`,
    ...logs,
  ].join('\n');
}

async function send(planned: PlannedCase): Promise<Outcome> {
  const fuzzCase = build(planned);
  const authorization = await authorizationOf(fuzzCase);
  const headers = { ...fuzzCase.headers, ...(authorization === undefined ? {} : { authorization }) };
  const started = performance.now();
  const label = `${fuzzCase.operation.label}: ${fuzzCase.mutation}`;
  // a valid token of the operation's audience always gets past the guard (the fuzz keeps its sessions)
  const validForGuard =
    fuzzCase.auth.kind === 'audience' && !fuzzCase.oddPath && fuzzCase.operation.audience !== 'public';
  let timer: NodeJS.Timeout | undefined;
  try {
    const res = await Promise.race([
      ctx.app.inject({
        method: fuzzCase.method as 'GET',
        url: fuzzCase.url,
        headers,
        ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
      }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
          REQUEST_TIMEOUT_MS,
        );
      }),
    ]);
    const ms = Math.round(performance.now() - started);
    const bytes = res.rawPayload.length;
    let code: unknown;
    try {
      code = bytes > MAX_ANSWER_BYTES ? undefined : (JSON.parse(res.body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    const guardedAsValid = validForGuard && (code === 'UNAUTHORIZED' || code === 'FORBIDDEN');
    const requestId =
      typeof res.headers['x-request-id'] === 'string' ? res.headers['x-request-id'] : undefined;
    const failed = res.statusCode >= 500 || guardedAsValid || bytes > MAX_ANSWER_BYTES;
    return {
      index: fuzzCase.index,
      operation: fuzzCase.operation.label,
      label,
      status: res.statusCode,
      code,
      ms,
      bytes,
      guardedAsValid,
      ...(failed
        ? {
            report: report(
              fuzzCase,
              headers,
              `${res.statusCode} ${cut(res.body, 300)} (${bytes} bytes, ${ms} ms)`,
              requestId,
            ),
          }
        : {}),
    };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    const answer = `none: ${(error as Error).stack ?? String(error)}`;
    return {
      index: fuzzCase.index,
      operation: fuzzCase.operation.label,
      label,
      status: 0,
      ms,
      bytes: 0,
      guardedAsValid: false,
      report: report(fuzzCase, headers, answer),
    };
  } finally {
    clearTimeout(timer);
  }
}

it(`answers every fuzzed request without a 5xx, a hang or a megabyte (seed ${SEED})`, async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const operations = listOperations(doc);
  expect(operations.length).toBeGreaterThan(30);
  const { planned, systematic } = plan(operations, await garbageAuthorizations());
  const cases = ONLY ? planned.filter(({ index }) => ONLY.has(index)) : planned;
  console.log(
    `fuzz: seed ${SEED} (FUZZ_SEED), ${cases.length} requests over ${operations.length} operations ` +
      `(${systematic} systematic), ${CONCURRENCY} in flight`,
  );

  const started = performance.now();
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) outcomes.push(await send(cases[next++]!));
    }),
  );
  outcomes.sort((a, b) => a.index - b.index);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  const histogram = new Map<number, number>();
  for (const { status } of outcomes) histogram.set(status, (histogram.get(status) ?? 0) + 1);
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);
  const lostSessions = outcomes.filter((outcome) => outcome.guardedAsValid);
  const oversized = outcomes.filter((outcome) => outcome.bytes > MAX_ANSWER_BYTES);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const operationsSent = new Set(outcomes.map((outcome) => outcome.operation));
  console.log(
    [
      `fuzz: ${outcomes.length} requests in ${seconds} s (seed ${SEED})`,
      `  status histogram: ${[...histogram]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
      `  slowest: ${slowest.map((o) => `#${o.index} ${o.label} (${o.ms} ms)`).join('; ')}`,
    ].join('\n'),
  );
  const problems: [string, Outcome[]][] = [
    ['requests answered with a 5xx or not at all', serverErrors],
    ['requests with a valid token refused by a guard', lostSessions],
    [`answers bigger than ${MAX_ANSWER_BYTES} bytes`, oversized],
  ];
  for (const [title, found] of problems) {
    if (found.length)
      console.log(`fuzz: ${found.length} ${title}:\n${found.map((o) => o.report).join('\n')}`);
  }
  for (const [title, found] of problems)
    expect
      .soft(
        found.map((o) => o.report),
        title,
      )
      .toEqual([]);
  if (!ONLY) {
    expect.soft(outcomes.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect.soft([...operationsSent].sort()).toEqual(operations.map((o) => o.label).sort());
  }
}, 300_000);
