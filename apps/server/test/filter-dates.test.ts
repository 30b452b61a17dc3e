/**
 * `GET /orders/all?startDate=0000-01-01` (or an offset of +23:59) used to reach PostgreSQL and answer
 * 500. Every date parameter is now checked by the shared schema: a property test throws random and
 * date-like strings at both parameters and accepts only 200 or 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers.js';
import { createUsers, type TestUser } from './orders-fixtures.js';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin] = (await createUsers(ctx, ['dates-admin'], 'admin')) as [TestUser];
});
afterAll(() => ctx.close());

const list = (query: string) => ctx.app.inject({ url: `/api/orders/all?${query}`, headers: admin.headers });

/** A small seeded generator, so a failure can be replayed with the printed seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PIECES = [
  '0000',
  '0001',
  '1999',
  '2026',
  '2999',
  '3000',
  '9999',
  '99999',
  '-0001',
  '+002026',
  '-',
  'T',
  'Z',
  ':',
  '.',
  '+',
  ' ',
  '00',
  '01',
  '12',
  '13',
  '29',
  '30',
  '31',
  '32',
  '23',
  '24',
  '59',
  '60',
  '+23:59',
  '-23:59',
  '+14:00',
  '-12:00',
  '+15:00',
  '+00:00',
  '.123',
  '.1234567891',
  '\u0000',
  '%',
  'é',
  'Я',
];

function dateLike(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  if (next() < 0.5) {
    const year = pick(['0000', '0001', '1899', '2000', '2026', '2999', '3000', '9999', '275760']);
    const month = pick(['00', '01', '02', '12', '13', '99']);
    const day = pick(['00', '01', '28', '29', '30', '31', '32']);
    const time = pick(['', 'T00:00:00', 'T23:59:59.999', 'T24:00:00', 'T12:00', 'T25:61:61']);
    const zone = time
      ? pick(['Z', '+03:00', '+23:59', '-23:59', '+14:00', '-12:00', '+15:30', '+0300', ''])
      : '';
    return `${year}-${month}-${day}${time}${zone}`;
  }
  return Array.from({ length: 1 + Math.floor(next() * 8) }, () => pick(PIECES)).join('');
}

describe('order filter dates', () => {
  it.each([
    ['startDate=0000-01-01', 400],
    ['startDate=2026-03-01T10:00:00%2B23:59', 400],
    ['endDate=1999-12-31', 400],
    ['endDate=3000-01-01', 400],
    ['startDate=2026-03-01T10:00:00%2B14:00', 200],
    ['startDate=2026-03-01T10:00:00-12:00', 200],
    ['startDate=2026-03-01&endDate=2999-12-31', 200],
  ])('%s → %i', async (query, status) => {
    expect((await list(query)).statusCode).toBe(status);
  });

  it('answers 200 or 400, never 500, to 400 random and date-like values of both parameters', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const next = random(seed);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const value = dateLike(next);
      const name = i % 2 === 0 ? 'startDate' : 'endDate';
      const res = await list(`${name}=${encodeURIComponent(value)}`);
      if (res.statusCode !== 200 && res.statusCode !== 400) {
        throw new Error(
          `seed ${seed}, #${i}: ${name}=${JSON.stringify(value)} → ${res.statusCode} ${res.body}`,
        );
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    console.log(`[filter dates] seed ${seed}: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
