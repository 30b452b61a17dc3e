/**
 * The authorisation matrix: every operation of the OpenAPI document (so a route is covered the day it
 * is added) against every kind of caller. The expected outcome follows from the operation's
 * `x-audience` (plugins/audience.ts writes it):
 *
 * - public: every caller gets the answer a caller without a token gets (the same status and code);
 * - customer: the invalid callers get 401 UNAUTHORIZED; a customer, an admin and a demoted admin (still
 *   a valid customer) get past the guard, neither UNAUTHORIZED nor FORBIDDEN;
 * - admin: the invalid callers get 401, a customer and a demoted admin 403 FORBIDDEN, an admin gets past.
 *
 * Only the access decision is judged, by the error `code` (routes answer business 403s with other
 * codes): the requests carry an empty JSON body (an empty multipart form for multipart operations), so
 * a caller who gets past the guard mostly gets 400. Each operation gets its own customer, admin and
 * demoted admin, with tokens signed for it, so an operation that changes its caller (a logout revokes
 * the token it is called with) cannot spoil the next one. The invalid callers are admins, so a hole
 * would answer more than a 403.
 */
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  rawRows,
  startSmtpCapture,
  testConfig,
  tokenFor,
  type TestContext,
} from './helpers.js';
import { createUsers } from './orders-fixtures.js';
import {
  buildUrl,
  emptyMultipart,
  encodeValue,
  isMultipart,
  listOperations,
  lowestRng,
  validValue,
  type ApiOperation,
  type OpenApiDocument,
} from './openapi-requests.js';

const KNOWN_AUDIENCES = ['public', 'customer', 'admin'] as const;
type Audience = (typeof KNOWN_AUDIENCES)[number];

/** Callers whose token must never get past a guard. */
const INVALID_CALLERS = [
  'expired token',
  'another secret',
  'alg:none',
  'deleted user',
  'after logout',
  'after password reset',
] as const;
const VALID_CALLERS = ['customer', 'admin', 'demoted admin'] as const;
const CALLERS = ['no token', ...INVALID_CALLERS, ...VALID_CALLERS] as const;
type Caller = (typeof CALLERS)[number];

const smtp = await startSmtpCapture();
const ctx: TestContext = await buildTestApp({ config: testConfig({ SMTP_URL: smtp.url }) });
const docResponse = await ctx.app.inject({ url: '/api/docs/json' });
const operations = listOperations(docResponse.json<OpenApiDocument>());

/** Tokens that are invalid by now, shared by every operation (nothing can make them valid again). */
const invalidTokens = {} as Record<(typeof INVALID_CALLERS)[number], string>;
const checked = { operations: 0, requests: 0, byAudience: {} as Record<string, number> };

const secret = new TextEncoder().encode(ctx.config.jwtSecret);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function waitForCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return smtp.lastCode(email);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return smtp.lastCode(email);
}

beforeAll(async () => {
  const [installation] = await rawRows<{ id: string }>(ctx.database.db, sql`select id from installation`);
  const inst = installation!.id;
  const [expiredUser, forgedUser, deletedUser, loggedOutUser, resetUser] = (await createUsers(
    ctx,
    ['matrix-expired', 'matrix-forged', 'matrix-deleted', 'matrix-logged-out', 'matrix-reset'],
    'admin',
  ))!;
  const claims = (user: { id: number; email: string }) => ({
    id: user.id,
    email: user.email,
    role: 'admin',
    ver: 0,
    inst,
  });
  const now = Math.floor(Date.now() / 1000);
  /** Each invalid token is a valid one spoiled by one thing: without that thing it would get in. */
  const adminList = operations.find(
    (operation) =>
      operation.audience === 'admin' &&
      operation.method === 'GET' &&
      operation.parameters.every((parameter) => !parameter.required),
  );
  const worksOnAdminRoute = async (token: string) => {
    const res = await ctx.app.inject({ url: adminList?.path ?? '/api/auth/profile', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sign = (user: { id: number; email: string }, key: Uint8Array, issuedAt: number, expiresAt: number) =>
    new SignJWT(claims(user))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);

  await worksOnAdminRoute(await sign(expiredUser!, secret, now, now + 3600));
  invalidTokens['expired token'] = await sign(expiredUser!, secret, now - 3600, now - 60);

  await worksOnAdminRoute(await sign(forgedUser!, secret, now, now + 3600));
  const anotherSecret = new TextEncoder().encode('another-secret-that-is-also-long-enough-for-hs256');
  invalidTokens['another secret'] = await sign(forgedUser!, anotherSecret, now, now + 3600);

  invalidTokens['alg:none'] =
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims(forgedUser!), iat: now, exp: now + 3600 })}.`;

  const deleted = { ...deletedUser!, role: 'admin' as const };
  invalidTokens['deleted user'] = await tokenFor(ctx, deleted);
  await worksOnAdminRoute(invalidTokens['deleted user']);
  await rawRows(ctx.database.db, sql`delete from users where id = ${deleted.id}`);

  const loggedOut = await tokenFor(ctx, { ...loggedOutUser!, role: 'admin' });
  await worksOnAdminRoute(loggedOut);
  const logout = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(loggedOut),
  });
  expect(logout.statusCode, logout.body).toBe(200);
  invalidTokens['after logout'] = loggedOut;

  const beforeReset = await tokenFor(ctx, { ...resetUser!, role: 'admin' });
  await worksOnAdminRoute(beforeReset);
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: resetUser!.email },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: {
      email: resetUser!.email,
      code: await waitForCode(resetUser!.email),
      newPassword: 'Novyi-parol-2026',
    },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  invalidTokens['after password reset'] = beforeReset;
});

afterAll(async () => {
  console.log(
    `authorization matrix: ${checked.operations} operations × ${CALLERS.length} callers = ` +
      `${checked.requests} requests checked (by audience: ${JSON.stringify(checked.byAudience)})`,
  );
  await ctx.close();
  await smtp.close();
});

let userCounter = 0;

/** A customer, an admin and a demoted admin of their own, with fresh tokens, for one operation. */
async function validCallers(): Promise<Record<(typeof VALID_CALLERS)[number], string>> {
  const n = ++userCounter;
  const [customer] = (await createUsers(ctx, [`matrix-customer-${n}`], 'customer'))!;
  const [admin, demoted] = (await createUsers(ctx, [`matrix-admin-${n}`, `matrix-demoted-${n}`], 'admin'))!;
  await rawRows(ctx.database.db, sql`update users set role = 'customer' where id = ${demoted!.id}`);
  return {
    customer: customer!.headers.authorization!.slice('Bearer '.length),
    admin: admin!.headers.authorization!.slice('Bearer '.length),
    'demoted admin': demoted!.headers.authorization!.slice('Bearer '.length),
  };
}

/** The request every caller sends: path params and required parameters filled, an empty body. */
function requestOf(operation: ApiOperation) {
  const rng = lowestRng();
  const pathValues: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required && parameter.in !== 'path') continue;
    const value = validValue(parameter.schema, rng, { name: parameter.name, optional: 'none' });
    if (parameter.in === 'path') pathValues[parameter.name] = encodeValue(value);
    else if (parameter.in === 'query') query.push([encodeURIComponent(parameter.name), encodeValue(value)]);
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  let payload: string | undefined;
  if (operation.body && isMultipart(operation)) {
    const form = emptyMultipart();
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (operation.body) {
    headers['content-type'] = 'application/json';
    payload = '{}';
  }
  return { method: operation.method, url: buildUrl(operation, pathValues, query), headers, payload };
}

interface Answer {
  status: number;
  code: unknown;
}

/** What is wrong with a caller's answer, or undefined. */
function judge(audience: Audience, caller: Caller, answer: Answer, guest: Answer): string | undefined {
  const said = `${caller}: ${answer.status} ${String(answer.code)}`;
  const guarded = answer.code === 'UNAUTHORIZED' || answer.code === 'FORBIDDEN';
  if (audience === 'public') {
    return answer.status === guest.status && answer.code === guest.code && !guarded
      ? undefined
      : `${said}, expected the guest's answer ${guest.status} ${String(guest.code)}`;
  }
  if (caller === 'no token' || (INVALID_CALLERS as readonly string[]).includes(caller)) {
    return answer.status === 401 && answer.code === 'UNAUTHORIZED' ? undefined : `${said}, expected 401`;
  }
  if (audience === 'admin' && (caller === 'customer' || caller === 'demoted admin')) {
    return answer.status === 403 && answer.code === 'FORBIDDEN' ? undefined : `${said}, expected 403`;
  }
  return guarded || answer.status === 401 ? `${said}, expected to get past the guard` : undefined;
}

const codeOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
};

describe('authorization matrix', () => {
  it('reads the operations from the OpenAPI document', () => {
    expect(docResponse.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => operation.label)).toContain('GET /api/health');
  });

  it.each(operations.map((operation) => [operation.label, operation] as const))(
    '%s',
    async (_label, operation) => {
      expect(
        KNOWN_AUDIENCES,
        `${operation.label} declares x-audience ${JSON.stringify(operation.audience)}`,
      ).toContain(operation.audience);
      const audience = operation.audience as Audience;
      // the document tells clients to send a token exactly where a guard wants one
      if (audience === 'public') expect(operation.security, 'security of a public operation').toBeUndefined();
      else expect(operation.security, `security of a ${audience} operation`).toEqual([{ bearer: [] }]);
      const tokens: Record<Caller, string | undefined> = {
        'no token': undefined,
        ...invalidTokens,
        ...(await validCallers()),
      };
      const request = requestOf(operation);
      const answers = new Map<Caller, Answer>();
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const res = await ctx.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        answers.set(caller, { status: res.statusCode, code: codeOf(res.body) });
      }
      const guest = answers.get('no token')!;
      const wrong = CALLERS.map((caller) => judge(audience, caller, answers.get(caller)!, guest)).filter(
        (problem) => problem !== undefined,
      );
      checked.operations += 1;
      checked.requests += CALLERS.length;
      checked.byAudience[audience] = (checked.byAudience[audience] ?? 0) + 1;
      expect(wrong, `${operation.label} (${audience}) sent as ${request.method} ${request.url}`).toEqual([]);
    },
  );
});
