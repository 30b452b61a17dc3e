import { describe, expect, it } from 'vitest';
import { SHOP } from './details.js';
import { hoursLines, hoursSummary } from './hours.js';
import { telHref } from './phone.js';
import { isValidInn, isValidOgrn } from './requisites.js';
import {
  DEMO_SHOP_SETTINGS,
  ShopSettings,
  ShopSettingsInput,
  ShopTelegramUpdate,
  isKnownTimeZone,
  isValidDisplayPhone,
  maskBotToken,
  transportLimits,
} from './settings.js';
import { DELIVERY_PAGE } from '../delivery/page-texts.js';
import { SHOP_SETTINGS_TEXTS } from './texts.js';

const CYRILLIC = /[А-Яа-яЁё]/;

/** The issues of parsing the demo settings with `change` applied. */
function issuesWith(change: Record<string, unknown>) {
  const result = ShopSettingsInput.safeParse({ ...DEMO_SHOP_SETTINGS, ...change });
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** The one issue of `change`: asserts its path and that its message is Russian. */
function expectIssue(change: Record<string, unknown>, path: (string | number)[]) {
  const issues = issuesWith(change);
  expect(issues.map((issue) => issue.path)).toEqual([path]);
  expect(issues[0]!.message).toMatch(CYRILLIC);
  return issues[0]!.message;
}

describe('DEMO_SHOP_SETTINGS', () => {
  it('passes the schema unchanged', () => {
    expect(ShopSettings.parse(DEMO_SHOP_SETTINGS)).toEqual(DEMO_SHOP_SETTINGS);
  });

  it('agrees with shop/details.ts', () => {
    expect(isValidInn(SHOP.inn)).toBe(true);
    expect(isValidOgrn(SHOP.ogrn)).toBe(true);
    expect(hoursSummary(DEMO_SHOP_SETTINGS.hours)).toBe(SHOP.hoursShort);
    expect(hoursLines(DEMO_SHOP_SETTINGS.hours)).toEqual(SHOP.hours);
    expect(telHref(DEMO_SHOP_SETTINGS.phones[0]!)).toBe(SHOP.phoneHref);
  });

  it('has a returns text of 150–300 words in paragraphs, with the shop contacts', () => {
    const text = DEMO_SHOP_SETTINGS.returnsText;
    const words = text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
    expect(words.length).toBeGreaterThanOrEqual(150);
    expect(words.length).toBeLessThanOrEqual(300);
    expect(text.split('\n\n').length).toBeGreaterThan(3);
    expect(text).toContain('7 дней');
    expect(text).toContain('№ 2463');
    for (const contact of [SHOP.phone, SHOP.email, SHOP.address]) expect(text).toContain(contact);
  });
});

describe('ShopSettings refuses', () => {
  it.each([
    ['a wrong ИНН checksum', { inn: '3604012345' }, ['inn']],
    ['an ИНН of 11 digits', { inn: '36040123401' }, ['inn']],
    ['a wrong ОГРН', { ogrn: '1153668012345' }, ['ogrn']],
    ['a wrong КПП', { kpp: '36040100' }, ['kpp']],
    ['phone "abc"', { phones: ['abc'] }, ['phones', 0]],
    ['a 20-digit phone', { phones: ['+7 (473) 432-15-27', '12345678901234567890'] }, ['phones', 1]],
    ['a plus inside a phone', { phones: ['7+4734321527'] }, ['phones', 0]],
    ['no phones', { phones: [] }, ['phones']],
    ['six phones', { phones: Array(6).fill(SHOP.phone) }, ['phones']],
    ['a wrong e-mail', { email: 'info.stroydvor' }, ['email']],
    ['latitude 91', { map: { lat: 91, lon: 39.9 } }, ['map', 'lat']],
    ['longitude -181', { map: { lat: 51.8, lon: -181 } }, ['map', 'lon']],
    ['an unknown time zone', { timeZone: 'Europe/Voronezh' }, ['timeZone']],
    ['an empty name', { name: '  ' }, ['name']],
    ['a name of 101 characters', { name: 'С'.repeat(101) }, ['name']],
    ['an empty returns text', { returnsText: '' }, ['returnsText']],
    ['a bad bot token', { telegram: { botToken: '123:short', chatId: null } }, ['telegram', 'botToken']],
    ['a bad chat id', { telegram: { botToken: null, chatId: '@abc' } }, ['telegram', 'chatId']],
  ])('%s', (_case, change, path) => {
    expectIssue(change, path);
  });

  it('a close time before the open time', () => {
    const hours = [...DEMO_SHOP_SETTINGS.hours];
    hours[2] = { open: '18:00', close: '09:00' };
    expect(expectIssue({ hours }, ['hours', 2, 'close'])).toBe(
      'Время закрытия должно быть позже времени открытия',
    );
  });

  it('a close time of 00:00, and an hour of 24', () => {
    const hours = [...DEMO_SHOP_SETTINGS.hours];
    hours[4] = { open: '09:00', close: '00:00' };
    expectIssue({ hours }, ['hours', 4, 'close']);
    hours[4] = { open: '09:00', close: '24:00' };
    expectIssue({ hours }, ['hours', 4, 'close']);
  });

  it('a week of six days', () => {
    expectIssue({ hours: DEMO_SHOP_SETTINGS.hours.slice(0, 6) }, ['hours']);
  });

  it('overlapping exceptions, naming both periods', () => {
    const exceptions = [
      { from: '2026-01-01', to: '2026-01-08', hours: null, note: 'Новогодние праздники' },
      { from: '2026-01-08', to: '2026-01-10', hours: { open: '10:00', close: '15:00' }, note: '' },
    ];
    expect(expectIssue({ exceptions }, ['exceptions', 1, 'from'])).toBe(
      'Период 08.01.2026–10.01.2026 пересекается с периодом 01.01.2026–08.01.2026',
    );
  });

  it('a missing map point, or exceptions that are not a list', () => {
    expectIssue({ map: undefined }, ['map']);
    expectIssue({ exceptions: 'none' }, ['exceptions']);
    expectIssue({ hours: [...DEMO_SHOP_SETTINGS.hours.slice(0, 6), '10-16'] }, ['hours', 6]);
  });

  it('an exception ending before it starts, or on a date that does not exist', () => {
    expectIssue({ exceptions: [{ from: '2026-03-09', to: '2026-03-08', hours: null, note: '' }] }, [
      'exceptions',
      0,
      'to',
    ]);
    expectIssue({ exceptions: [{ from: '2026-02-30', to: '2026-03-01', hours: null, note: '' }] }, [
      'exceptions',
      0,
      'from',
    ]);
  });
});

describe('ShopSettings accepts', () => {
  it('adjacent exceptions, a 12-digit ИНН with an ОГРНИП and no КПП, Telegram set', () => {
    const result = ShopSettingsInput.safeParse({
      ...DEMO_SHOP_SETTINGS,
      inn: '500100732259',
      ogrn: '304500116000157',
      kpp: '',
      exceptions: [
        { from: '2026-01-01', to: '2026-01-08', hours: null, note: 'Новогодние праздники' },
        {
          from: '2026-01-09',
          to: '2026-01-09',
          hours: { open: '10:00', close: '15:00' },
          note: 'Короткий день',
        },
      ],
      telegram: { botToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw', chatId: '-1001234567890' },
    });
    expect(result.success).toBe(true);
    expect(result.data?.kpp).toBeNull();
  });

  it('a missing time zone as Moscow, no Telegram, and trims the fields', () => {
    const { timeZone: _timeZone, telegram: _telegram, ...rest } = DEMO_SHOP_SETTINGS;
    const parsed = ShopSettingsInput.parse({ ...rest, name: '  СтройДвор ' });
    expect(parsed.timeZone).toBe('Europe/Moscow');
    expect(parsed.telegram).toEqual({ botToken: null, chatId: null });
    expect(parsed.name).toBe('СтройДвор');
  });
});

describe('phones and time zones', () => {
  it.each(['+7 (473) 432-15-27', '8 473 432 15 27', '+74734321527', '8-800-555-35-35'])(
    '%s is a phone',
    (phone) => {
      expect(isValidDisplayPhone(phone)).toBe(true);
    },
  );

  it.each([
    'abc',
    '',
    '+',
    '+0 473 432',
    '7+4734321527',
    '+7 (473) 432-15-27 доб. 5',
    '12345678901234567890',
  ])('%j is not a phone', (phone) => {
    expect(isValidDisplayPhone(phone)).toBe(false);
  });

  it('links a phone with its digits and plus', () => {
    expect(telHref('+7 (473) 432-15-27')).toBe('tel:+74734321527');
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
  });

  it('knows the zones Intl knows', () => {
    expect(isKnownTimeZone('Europe/Moscow')).toBe(true);
    expect(isKnownTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isKnownTimeZone('Moscow')).toBe(false);
  });
});

describe('ShopTelegramUpdate (PUT /api/shop/telegram)', () => {
  const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

  it("an empty or missing token keeps the saved one (null), a missing chat is kept (undefined), '' removes it", () => {
    expect(ShopTelegramUpdate.parse({ botToken: '', chatId: '-100123' })).toEqual({
      botToken: null,
      removeBotToken: false,
      chatId: '-100123',
    });
    expect(ShopTelegramUpdate.parse({})).toEqual({ botToken: null, removeBotToken: false });
    expect(ShopTelegramUpdate.parse({ chatId: '  ' })).toMatchObject({ chatId: null });
    expect(ShopTelegramUpdate.parse({ botToken: ` ${TOKEN} `, chatId: '@stroydvor_orders' })).toMatchObject({
      botToken: TOKEN,
      chatId: '@stroydvor_orders',
    });
    expect(ShopTelegramUpdate.parse({ removeBotToken: true })).toMatchObject({ removeBotToken: true });
  });

  it.each([
    [
      'a token without the bot id',
      { botToken: 'AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' },
      'botToken',
      'invalidBotToken',
    ],
    ['a short secret', { botToken: '123:AAH' }, 'botToken', 'invalidBotToken'],
    ['a chat name with a space', { chatId: 'shop chat' }, 'chatId', 'invalidChatId'],
    ['a fractional chat', { chatId: '-100.5' }, 'chatId', 'invalidChatId'],
    ['a removal that is not a flag', { removeBotToken: 'yes' }, 'removeBotToken', 'invalidRemoveBotToken'],
  ] as const)('refuses %s in Russian', (_case, body, field, text) => {
    const result = ShopTelegramUpdate.safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.map((issue) => issue.path)).toEqual([[field]]);
    expect(issues[0]!.message).toBe(SHOP_SETTINGS_TEXTS.validation[text]);
    expect(issues[0]!.message).toMatch(CYRILLIC);
  });

  it('masks a token to its bot id and last 4 characters', () => {
    expect(maskBotToken(TOKEN)).toBe('123456789:…Dsaw');
    expect(maskBotToken(TOKEN)).not.toContain('AAHdqTcv');
  });
});

describe('the special-transport limits (issue 27)', () => {
  it('default to 1500 kg and 3 m, also for settings saved before they existed', () => {
    const { heavy_order_kg: _heavy, long_item_m: _long, ...older } = DEMO_SHOP_SETTINGS;
    expect(ShopSettings.parse(older)).toMatchObject({ heavy_order_kg: 1500, long_item_m: 3 });
    expect(transportLimits({})).toEqual({ heavy_order_kg: 1500, long_item_m: 3 });
  });

  it('read a form’s text; null or empty turns a limit off', () => {
    const parsed = ShopSettings.parse({ ...DEMO_SHOP_SETTINGS, heavy_order_kg: '1 500,5', long_item_m: '' });
    expect(transportLimits(parsed)).toEqual({ heavy_order_kg: 1500.5, long_item_m: null });
    expect(ShopSettings.parse({ ...DEMO_SHOP_SETTINGS, heavy_order_kg: null }).heavy_order_kg).toBeNull();
  });

  it.each([0, -1, '1e3', 'много', 1_000_001, 0.0001])('refuse a weight limit of %s', (value) => {
    expectIssue({ heavy_order_kg: value }, ['heavy_order_kg']);
  });

  it.each([0, 1001, '3,1234', true])('refuse a length limit of %s', (value) => {
    expectIssue({ long_item_m: value }, ['long_item_m']);
  });

  it('are stated on the delivery page in tonnes and metres', () => {
    expect(DELIVERY_PAGE.specialTransportLimits(1500, 3)).toBe(
      'Менеджер рассчитает и доставку заказов тяжелее 1,5 т и товаров длиннее 3 м.',
    );
    expect(DELIVERY_PAGE.specialTransportLimits(800, null)).toBe(
      'Менеджер рассчитает и доставку заказов тяжелее 800 кг.',
    );
    expect(DELIVERY_PAGE.specialTransportLimits(null, null)).toBeNull();
  });
});
