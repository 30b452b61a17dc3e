import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  rawRows,
  startSmtpCapture,
  testConfig,
  type TestContext,
} from '../../../test/helpers.js';
import { authCodes, users } from './auth.tables.js';
import { upsertAdmin } from './admin-bootstrap.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const password = 'Krovlya-2026!';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({
    config: testConfig({ SMTP_URL: smtp.url }),
    beforeReady: (app) => {
      app.get(
        '/api/test-admin-only',
        { config: { audience: 'public' }, preHandler: app.requireAdmin },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api${url}`, headers });

async function registerAndVerify(email: string, pass = password): Promise<string> {
  expect(
    (await post('/auth/register', { username: 'pokupatel', email, password: pass, consent: true }))
      .statusCode,
  ).toBe(201);
  const verified = await post('/auth/verify', { email, code: smtp.lastCode(email) });
  expect(verified.statusCode).toBe(200);
  return verified.json().token;
}

describe('register → code by e-mail → verify → login → profile → logout', () => {
  it('walks the whole path and refuses the token after logout', async () => {
    const email = 'ivanov@example.ru';
    const registered = await post('/auth/register', {
      username: 'ivanov',
      email: 'Ivanov@Example.ru',
      password,
      full_name: 'Иванов Иван',
      phone: '+79001234567',
      role: 'admin',
      consent: true,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: expect.stringContaining('код'), email });

    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('СтройДвор');
    expect(mail.html).toContain(smtp.lastCode(email));

    const early = await post('/auth/login', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const wrong = await post('/auth/verify', {
      email,
      code: smtp.lastCode(email) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', error: 'Неверный код' });

    const verified = await post('/auth/verify', { email, code: smtp.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().token).toEqual(expect.any(String));

    const login = await post('/auth/login', { email: 'IVANOV@example.ru', password });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      email,
      role: 'customer',
      id: expect.any(Number),
      exp: expect.any(Number),
    });

    const profile = await get('/auth/profile', bearer(token));
    expect(profile.json()).toEqual({
      id: claims.id,
      role: 'customer',
      username: 'ivanov',
      email,
      full_name: 'Иванов Иван',
      phone: '+79001234567',
      pending_email: null,
    });

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { username: 'ivan', email, full_name: '', phone: '+79007654321', role: 'admin', id: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: claims.id,
      role: 'customer',
      username: 'ivan',
      full_name: null,
    });

    expect((await post('/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await get('/auth/profile', bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Сессия истекла. Войдите снова', code: 'UNAUTHORIZED' });
    expect((await post('/auth/logout', {}, bearer(token))).statusCode).toBe(401);
  });

  it('refuses a duplicate e-mail in any case with 409', async () => {
    await registerAndVerify('dup@example.ru');
    const again = await post('/auth/register', {
      username: 'x',
      email: 'DUP@example.ru',
      password,
      consent: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: expect.any(String) } });
  });

  it('refuses short and common passwords', async () => {
    const short = await post('/auth/register', {
      username: 'x',
      email: 'short@example.ru',
      password: 'abc12',
      consent: true,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toMatch(/не менее 8/);
    for (const common of ['password', '12345678', 'Qwertyuiop', 'iloveyou']) {
      const res = await post('/auth/register', {
        username: 'x',
        email: 'common@example.ru',
        password: common,
        consent: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEAK_PASSWORD');
    }
  });

  it('gives one message and 401 for an unknown e-mail and a wrong password', async () => {
    await registerAndVerify('petrov@example.ru');
    const unknown = await post('/auth/login', { email: 'nobody@example.ru', password });
    const wrong = await post('/auth/login', { email: 'petrov@example.ru', password: 'Wrong-password-1' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Неверный email или пароль', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses to change the profile e-mail to one already used', async () => {
    await registerAndVerify('taken@example.ru');
    const token = await registerAndVerify('mover@example.ru');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { username: 'mover', email: 'Taken@example.ru', full_name: null, phone: null },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('changing the e-mail of an account', () => {
  const put = (token: string, email: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { username: 'mover', email, full_name: 'Новое Имя', phone: null },
    });
  const confirm = (token: string, code: string) => post('/auth/confirm-email', { code }, bearer(token));

  it('takes the new address only after the code sent to it is entered; the old one works until then', async () => {
    const token = await registerAndVerify('before@example.ru');
    const asked = await put(token, 'After@example.ru');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      email: 'before@example.ru',
      pending_email: 'after@example.ru',
      full_name: 'Новое Имя',
    });
    const code = smtp.lastCode('after@example.ru');
    expect((await post('/auth/login', { email: 'before@example.ru', password })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: 'after@example.ru', password })).statusCode).toBe(401);

    const wrong = await confirm(token, code === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe('INVALID_CODE');
    const confirmed = await confirm(token, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'after@example.ru', pending_email: null });
    expect((await post('/auth/login', { email: 'after@example.ru', password })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: 'before@example.ru', password })).statusCode).toBe(401);
  });

  it('does not block the real owner of the address: they register it, and the change is refused', async () => {
    const token = await registerAndVerify('squatter@example.ru');
    expect((await put(token, 'owner-of-it@example.ru')).json().pending_email).toBe('owner-of-it@example.ru');
    const code = smtp.lastCode('owner-of-it@example.ru');
    await registerAndVerify('owner-of-it@example.ru');
    const late = await confirm(token, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect((await get('/auth/profile', bearer(token))).json().email).toBe('squatter@example.ru');
  });

  it('sending the current e-mail again drops a pending change; nothing pending means no code counts', async () => {
    const token = await registerAndVerify('steady@example.ru');
    await put(token, 'elsewhere@example.ru');
    const code = smtp.lastCode('elsewhere@example.ru');
    expect((await put(token, 'steady@example.ru')).json().pending_email).toBeNull();
    expect((await confirm(token, code)).json().code).toBe('INVALID_CODE');
    expect((await get('/auth/profile', bearer(token))).json().email).toBe('steady@example.ru');
  });
});

describe('codes', () => {
  it('expire after 15 minutes', async () => {
    const email = 'late@example.ru';
    await post('/auth/register', { username: 'late', email, password, consent: true });
    await ctx.database.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/auth/verify', { email, code: smtp.lastCode(email) });
    expect(res.json()).toMatchObject({
      code: 'INVALID_CODE',
      error: 'Срок действия кода истёк. Запросите новый код',
    });
  });

  it('allow five attempts, then even the right code is refused', async () => {
    const email = 'guesser@example.ru';
    await post('/auth/register', { username: 'g', email, password, consent: true });
    const right = smtp.lastCode(email);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('/auth/verify', { email, code: wrongCode })).json().error);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Неверный код'));
    expect(answers[4]).toBe('Слишком много неверных попыток. Запросите новый код');
    expect((await post('/auth/verify', { email, code: right })).statusCode).toBe(400);

    const resent = await post('/auth/resend-code', { email });
    expect(resent.statusCode).toBe(200);
    expect((await post('/auth/verify', { email, code: smtp.lastCode(email) })).statusCode).toBe(200);
  });

  it('are replaced by a new code, and stored only as a hash', async () => {
    const email = 'replace@example.ru';
    await post('/auth/register', { username: 'r', email, password, consent: true });
    const first = smtp.lastCode(email);
    await post('/auth/resend-code', { email });
    const second = smtp.lastCode(email);
    const [stored] = await ctx.database.db.select().from(authCodes);
    expect(JSON.stringify(stored)).not.toContain(second);
    if (first !== second) expect((await post('/auth/verify', { email, code: first })).statusCode).toBe(400);
    expect((await post('/auth/verify', { email, code: second })).statusCode).toBe(200);
  });

  it('answer resend and reset requests the same for unknown and verified accounts', async () => {
    await registerAndVerify('known@example.ru');
    const count = smtp.messages.length;
    const a = await post('/auth/resend-code', { email: 'unknown@example.ru' });
    const b = await post('/auth/resend-code', { email: 'known@example.ru' });
    expect(a.json()).toEqual(b.json());
    const c = await post('/auth/request-password-reset', { email: 'unknown@example.ru' });
    expect(c.statusCode).toBe(200);
    expect(smtp.messages.length).toBe(count);
  });
});

describe('password reset', () => {
  it('sets a new password by code and revokes every earlier token', async () => {
    const email = 'forgetful@example.ru';
    const oldToken = await registerAndVerify(email);
    expect((await get('/auth/profile', bearer(oldToken))).statusCode).toBe(200);

    const requested = await post('/auth/request-password-reset', { email });
    expect(requested.statusCode).toBe(200);
    const code = smtp.lastCode(email);
    expect(smtp.messages.at(-1)!.subject).toContain('Сброс пароля');

    const common = await post('/auth/reset-password', { email, code, newPassword: 'qwerty123' });
    expect(common.json().code).toBe('WEAK_PASSWORD');
    const bad = await post('/auth/reset-password', {
      email,
      code: code === '000000' ? '000001' : '000000',
      newPassword: 'Novyi-parol-77',
    });
    expect(bad.json().code).toBe('INVALID_CODE');

    const reset = await post('/auth/reset-password', { email, code, newPassword: 'Novyi-parol-77' });
    expect(reset.statusCode).toBe(200);
    expect((await get('/auth/profile', bearer(oldToken))).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password })).statusCode).toBe(401);
    const fresh = await post('/auth/login', { email, password: 'Novyi-parol-77' });
    expect(fresh.statusCode).toBe(200);
    expect((await get('/auth/profile', bearer(fresh.json().token))).statusCode).toBe(200);
    expect(
      (await post('/auth/reset-password', { email, code, newPassword: 'Drugoi-parol-88' })).statusCode,
    ).toBe(400);
  });
});

describe('guards', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  const forge = (claims: Record<string, unknown>, key = secret, exp: number | string = '1h') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(exp).sign(key);
  let userToken: string;
  let userId: number;

  beforeAll(async () => {
    userToken = await registerAndVerify('guarded@example.ru');
    userId = JSON.parse(Buffer.from(userToken.split('.')[1]!, 'base64url').toString()).id;
  });

  it('answers 401 without a token, with the spec message', async () => {
    const res = await get('/auth/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Токен авторизации отсутствует', code: 'UNAUTHORIZED' });
  });

  it.each([
    ['a malformed token', () => 'not.a.jwt'],
    ['a non-bearer scheme', () => 'Basic dXNlcjpwYXNz'],
    [
      'a token signed with another secret',
      () =>
        forge(
          { id: 1, email: 'x', role: 'admin', ver: 0 },
          new TextEncoder().encode('another-secret-another-secret-another-secret'),
        ),
    ],
    [
      'an expired token',
      () =>
        forge(
          { id: userId, email: 'guarded@example.ru', role: 'customer', ver: 0 },
          secret,
          Math.floor(Date.now() / 1000) - 60,
        ),
    ],
    [
      'an alg:none token',
      () => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ id: userId, email: 'guarded@example.ru', role: 'admin', ver: 0, exp: 9999999999 })}.`;
      },
    ],
    [
      'a token of a user who does not exist',
      () => forge({ id: 999999, email: 'ghost@example.ru', role: 'admin', ver: 0 }),
    ],
    [
      'a token without the version claim',
      () => forge({ id: userId, email: 'guarded@example.ru', role: 'customer' }),
    ],
  ])('answers 401 for %s', async (_label, make) => {
    const value = await make();
    const header = value.startsWith('Basic') ? { authorization: value } : bearer(value);
    const res = await get('/auth/profile', header);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 403 to a customer on an admin-only route and 200 to an admin', async () => {
    const res = await get('/test-admin-only', bearer(userToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Доступно только администраторам', code: 'FORBIDDEN' });

    await upsertAdmin(ctx.database.db, 'boss@example.ru', 'Boss-password-1');
    const admin = await post('/auth/login', { email: 'boss@example.ru', password: 'Boss-password-1' });
    expect((await get('/test-admin-only', bearer(admin.json().token))).json()).toEqual({ ok: true });
  });

  it('reads the role from the database: a token claiming admin gets no more than the user has', async () => {
    const [installation] = await rawRows<{ id: string }>(ctx.database.db, sql`select id from installation`);
    const claimsAdmin = await forge({
      id: userId,
      email: 'guarded@example.ru',
      role: 'admin',
      ver: 0,
      inst: installation!.id,
    });
    expect((await get('/test-admin-only', bearer(claimsAdmin))).statusCode).toBe(403);
  });

  it('stops a demoted admin at once', async () => {
    await upsertAdmin(ctx.database.db, 'former@example.ru', 'Former-admin-1');
    const { token } = (
      await post('/auth/login', { email: 'former@example.ru', password: 'Former-admin-1' })
    ).json();
    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.email, 'former@example.ru'));
    expect((await get('/test-admin-only', bearer(token))).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  const huge = 'ж'.repeat(10_000);
  const bodies: Array<[string, Record<string, unknown>]> = [
    ['/auth/register', { username: 'u', email: 'a@b.ru', password }],
    ['/auth/verify', { email: 'a@b.ru', code: '123456' }],
    ['/auth/resend-code', { email: 'a@b.ru' }],
    ['/auth/login', { email: 'a@b.ru', password }],
    ['/auth/request-password-reset', { email: 'a@b.ru' }],
    ['/auth/reset-password', { email: 'a@b.ru', code: '123456', newPassword: password }],
  ];

  it.each(bodies)(
    'answers 400, never 500, to 10 KB strings and wrong types in every field of %s',
    async (url, valid) => {
      for (const field of Object.keys(valid)) {
        for (const value of [huge, 42, null, ['x'], { $ne: '' }, true]) {
          const res = await post(url, { ...valid, [field]: value });
          expect(res.statusCode, `${url} ${field}=${JSON.stringify(value).slice(0, 20)}`).toBe(400);
          expect(res.json().code).toBe('VALIDATION_FAILED');
          expect(Object.keys(res.json().fields)).toContain(field);
        }
      }
      const plain = await post(url, 'not json at all');
      expect(plain.statusCode).toBe(415);
      expect(plain.json().error).toBe('Неподдерживаемый тип содержимого');
      const broken = await post(url, '{"email": ', { 'content-type': 'application/json' });
      expect(broken.statusCode).toBe(400);
    },
  );

  it('answers 400 to bad profile updates', async () => {
    const token = await registerAndVerify('typist@example.ru');
    const valid = { username: 'typist', email: 'typist@example.ru', full_name: 'Т', phone: '+7900' };
    for (const field of Object.keys(valid)) {
      for (const value of [huge, 42, ['x']]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          headers: bearer(token),
          payload: { ...valid, [field]: value },
        });
        expect(res.statusCode).toBe(400);
      }
    }
    const noUser = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { ...valid, username: '  ' },
    });
    expect(noUser.json().fields.username).toBe('Имя пользователя обязательно');
  });
});
