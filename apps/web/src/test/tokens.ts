function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the given claims (the web app only decodes tokens, the server verifies them). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

const IN_ONE_HOUR = () => Math.floor(Date.now() / 1000) + 3600;

export const userToken = (overrides: Record<string, unknown> = {}) =>
  makeToken({ id: 7, email: 'buyer@example.com', role: 'customer', exp: IN_ONE_HOUR(), ...overrides });

export const adminToken = (overrides: Record<string, unknown> = {}) =>
  makeToken({ id: 1, email: 'admin@example.com', role: 'admin', exp: IN_ONE_HOUR(), ...overrides });
