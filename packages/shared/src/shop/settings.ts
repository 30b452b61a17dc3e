/**
 * The shop's editable settings (PUT /api/shop): its names, requisites, addresses, contacts, hours,
 * map point, Telegram notifications and the texts of the returns and delivery pages.
 */
import { z } from 'zod';
import { VALIDATION_TEXTS } from '../common/forms.js';
import { PHONE_MAX_LENGTH } from '../constants.js';
import {
  AccountEmail,
  CHECKOUT_PHONE_PATTERN,
  optionalText,
  plainText,
  requiredText,
} from '../validation.js';
import type { TransportLimits } from '../delivery/transport.js';
import { SHOP } from './details.js';
import type { WeekHours } from './hours.js';
import { dialNumber } from './phone.js';
import { isValidInn, isValidKpp, isValidOgrnOrOgrnip } from './requisites.js';
import { SHOP_SETTINGS_TEXTS } from './texts.js';

const V = SHOP_SETTINGS_TEXTS.validation;

export const SHOP_NAME_MAX_LENGTH = 100;
export const LEGAL_NAME_MAX_LENGTH = 200;
export const SHOP_ADDRESS_MAX_LENGTH = 300;
export const SHOP_PHONES_MAX = 5;
export const HOURS_EXCEPTIONS_MAX = 100;
export const HOURS_EXCEPTION_NOTE_MAX_LENGTH = 200;
export const SHOP_PAGE_TEXT_MAX_LENGTH = 20_000;
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Moscow';

/** Telegram bot token as BotFather gives it: the bot's id, a colon, the secret. */
export const TELEGRAM_BOT_TOKEN_PATTERN = /^\d+:[A-Za-z0-9_-]{30,}$/;
/** A chat's numeric id (groups and channels are negative) or a public channel's @name. */
export const TELEGRAM_CHAT_ID_PATTERN = /^(-?\d+|@[A-Za-z0-9_]{5,})$/;

/** Later checks run only while the value has no issue yet (as in validation.ts). */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A trimmed text that must also pass `isValid`, checked only once the text itself is fine. */
const checkedText = (text: z.ZodType<string>, isValid: (value: string) => boolean, message: string) =>
  text.pipe(z.string().refine(isValid, { error: message }));

/** An optional text ('' and missing become null) that, when given, must pass `isValid`. */
const optionalChecked = (maxLength: number, isValid: (value: string) => boolean, message: string) =>
  optionalText(maxLength).refine((value) => value === null || isValid(value), { error: message });

/** '+7 (473) 432-15-27': digits with a leading '+', spaces, brackets and dashes; the digits a phone. */
export const isValidDisplayPhone = (phone: string): boolean =>
  /^\+?[\d \u00A0()-]+$/.test(phone) && CHECKOUT_PHONE_PATTERN.test(dialNumber(phone));

/** A zone `Intl.DateTimeFormat` knows ('Europe/Moscow'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const TimeOfDay = z
  .string({ error: V.invalidTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.invalidTime });

/** Open and close the same day: 'HH:MM' strings compare as times. */
export const DayHoursSchema = z
  .object({ open: TimeOfDay, close: TimeOfDay }, { error: V.invalidDayHours })
  .refine(({ open, close }) => close > open, { error: V.closeBeforeOpen, path: ['close'], ...whileValid })
  .nullable();

const WeekHoursSchema = z.tuple(
  [
    DayHoursSchema,
    DayHoursSchema,
    DayHoursSchema,
    DayHoursSchema,
    DayHoursSchema,
    DayHoursSchema,
    DayHoursSchema,
  ],
  { error: V.invalidWeek },
) satisfies z.ZodType<WeekHours>;

const IsoDate = z.iso.date({ error: V.invalidDate });

export const HoursExceptionSchema = z
  .object(
    {
      from: IsoDate,
      to: IsoDate,
      hours: DayHoursSchema,
      note: plainText(HOURS_EXCEPTION_NOTE_MAX_LENGTH),
    },
    { error: V.invalidException },
  )
  .refine(({ from, to }) => from <= to, { error: V.endBeforeStart, path: ['to'], ...whileValid });

type Period = { from: string; to: string };

/** '01.01.2026–08.01.2026', or one date for a single day. */
function periodText({ from, to }: Period): string {
  const russianDate = (date: string) => date.split('-').reverse().join('.');
  return from === to ? russianDate(from) : `${russianDate(from)}–${russianDate(to)}`;
}

const overlap = (a: Period, b: Period) => a.from <= b.to && b.from <= a.to;

const HoursExceptions = z
  .array(HoursExceptionSchema, { error: V.invalidExceptions })
  .max(HOURS_EXCEPTIONS_MAX, { error: V.tooManyExceptions(HOURS_EXCEPTIONS_MAX) })
  .superRefine(
    (exceptions, ctx) => {
      exceptions.forEach((exception, index) => {
        const earlier = exceptions.slice(0, index).find((other) => overlap(other, exception));
        if (earlier) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'from'],
            message: V.overlappingExceptions(periodText(exception), periodText(earlier)),
          });
        }
      });
    },
    // Compare dates only once each exception is valid on its own.
    whileValid,
  );

export const MapPoint = z.object(
  {
    lat: z
      .number({ error: V.invalidLatitude })
      .min(-90, { error: V.invalidLatitude })
      .max(90, { error: V.invalidLatitude }),
    lon: z
      .number({ error: V.invalidLongitude })
      .min(-180, { error: V.invalidLongitude })
      .max(180, { error: V.invalidLongitude }),
  },
  { error: V.invalidMapPoint },
);

/** Where new orders and messages are announced; both null = no Telegram notifications. */
export const TelegramSettings = z.object({
  botToken: optionalChecked(200, (token) => TELEGRAM_BOT_TOKEN_PATTERN.test(token), V.invalidBotToken),
  chatId: optionalChecked(100, (chatId) => TELEGRAM_CHAT_ID_PATTERN.test(chatId), V.invalidChatId),
});

/** The defaults and largest values of the special-transport limits (issue 27). */
export const DEFAULT_HEAVY_ORDER_KG = 1500;
export const DEFAULT_LONG_ITEM_M = 3;
export const HEAVY_ORDER_KG_MAX = 1_000_000;
export const LONG_ITEM_M_MAX = 1_000;

/**
 * A limit of the settings: a number > 0 (text '1 500' or '1,5' from a form too), at most three
 * decimals; null or '' = the limit is not used. Settings saved before it existed have `fallback`.
 */
const transportLimit = (max: number, message: string, fallback: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .transform((value, ctx): number | null => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const text =
        typeof value === 'number'
          ? ''
          : value
              .trim()
              .replace(/[\s\u00A0]/g, '')
              .replace(',', '.');
      const number = typeof value === 'number' ? value : /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
      if (Number.isFinite(number) && number > 0 && number <= max && hasThreeDecimalsAtMost(number)) {
        return number;
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .default(fallback);

const hasThreeDecimalsAtMost = (number: number) =>
  Math.abs(number * 1000 - Math.round(number * 1000)) < 1e-6 * Math.max(1, number * 1000);

const russianNumber = (number: number) => number.toLocaleString('ru-RU');

export const ShopSettings = z.object({
  name: requiredText(V.nameRequired, SHOP_NAME_MAX_LENGTH),
  legalName: requiredText(V.legalNameRequired, LEGAL_NAME_MAX_LENGTH),
  inn: checkedText(requiredText(V.innRequired, 12), isValidInn, V.invalidInn),
  ogrn: checkedText(requiredText(V.ogrnRequired, 15), isValidOgrnOrOgrnip, V.invalidOgrn),
  kpp: optionalChecked(9, isValidKpp, V.invalidKpp),
  legalAddress: requiredText(V.legalAddressRequired, SHOP_ADDRESS_MAX_LENGTH),
  address: requiredText(V.addressRequired, SHOP_ADDRESS_MAX_LENGTH),
  pickupAddress: requiredText(V.pickupAddressRequired, SHOP_ADDRESS_MAX_LENGTH),
  phones: z
    .array(
      checkedText(
        requiredText(VALIDATION_TEXTS.phoneRequired, PHONE_MAX_LENGTH),
        isValidDisplayPhone,
        V.invalidPhone,
      ),
      {
        error: V.phonesRequired,
      },
    )
    .min(1, { error: V.phonesRequired })
    .max(SHOP_PHONES_MAX, { error: V.tooManyPhones(SHOP_PHONES_MAX) }),
  email: AccountEmail,
  timeZone: checkedText(requiredText(V.invalidTimeZone, 100), isKnownTimeZone, V.invalidTimeZone).default(
    DEFAULT_SHOP_TIME_ZONE,
  ),
  hours: WeekHoursSchema,
  exceptions: HoursExceptions,
  map: MapPoint,
  telegram: TelegramSettings.default({ botToken: null, chatId: null }),
  returnsText: requiredText(V.returnsTextRequired, SHOP_PAGE_TEXT_MAX_LENGTH),
  deliveryText: plainText(SHOP_PAGE_TEXT_MAX_LENGTH),
  /** an order heavier than this many kg needs special transport: delivery 'рассчитает менеджер' */
  heavy_order_kg: transportLimit(
    HEAVY_ORDER_KG_MAX,
    V.invalidHeavyOrder(russianNumber(HEAVY_ORDER_KG_MAX)),
    DEFAULT_HEAVY_ORDER_KG,
  ),
  /** an item longer than this many metres needs special transport */
  long_item_m: transportLimit(
    LONG_ITEM_M_MAX,
    V.invalidLongItem(russianNumber(LONG_ITEM_M_MAX)),
    DEFAULT_LONG_ITEM_M,
  ),
});
/** The settings as stored and served: trimmed, empty optional texts null. */
export type ShopSettings = z.output<typeof ShopSettings>;

/** PUT /api/shop: the same fields and rules. */
export const ShopSettingsInput = ShopSettings;
/** What the admin form sends: `timeZone` and `telegram` may be left out, optional texts may be ''. */
export type ShopSettingsInput = z.input<typeof ShopSettingsInput>;

/** The demo shop's settings: the values of shop/details.ts. */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  name: SHOP.name,
  legalName: SHOP.legalName,
  inn: SHOP.inn,
  ogrn: SHOP.ogrn,
  kpp: '360401001',
  legalAddress: SHOP.address,
  address: SHOP.address,
  pickupAddress: SHOP.pickupAddress,
  phones: [SHOP.phone],
  email: SHOP.email,
  timeZone: DEFAULT_SHOP_TIME_ZONE,
  hours: [
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '10:00', close: '16:00' },
    { open: '10:00', close: '16:00' },
  ],
  exceptions: [],
  map: { ...SHOP.mapCoordinates },
  telegram: { botToken: null, chatId: null },
  returnsText: SHOP_SETTINGS_TEXTS.defaultReturnsText({
    phone: SHOP.phone,
    email: SHOP.email,
    address: SHOP.address,
  }),
  deliveryText: '',
  heavy_order_kg: DEFAULT_HEAVY_ORDER_KG,
  long_item_m: DEFAULT_LONG_ITEM_M,
};

/** The special-transport limits of the settings, for the shared `needsSpecialTransport`. */
export const transportLimits = (
  settings: Partial<Pick<ShopSettings, 'heavy_order_kg' | 'long_item_m'>>,
): TransportLimits => ({
  heavy_order_kg: settings.heavy_order_kg === undefined ? DEFAULT_HEAVY_ORDER_KG : settings.heavy_order_kg,
  long_item_m: settings.long_item_m === undefined ? DEFAULT_LONG_ITEM_M : settings.long_item_m,
});

/**
 * GET /api/shop (public) and the answer of PUT /api/shop: the settings every page shows. The Telegram
 * chat is not among them: it is secret, edited and shown to admins only (/api/shop/telegram).
 */
export const ShopPublic = ShopSettings.omit({ telegram: true }).extend({
  /** when an admin last saved them (ISO), null while they are the first start's defaults */
  updatedAt: z.string().nullable(),
});
export type ShopPublic = z.output<typeof ShopPublic>;

/** PUT /api/shop (admin): every field of the public settings, checked as ShopSettings checks them. */
export const ShopUpdate = ShopSettings.omit({ telegram: true });
export type ShopUpdate = z.input<typeof ShopUpdate>;

/**
 * PUT /api/shop/telegram (admin). The token is write-only: '' or left out keeps the saved one,
 * `removeBotToken` removes it. A chat left out is kept, an empty one removed.
 */
export const ShopTelegramUpdate = z.object({
  botToken: optionalChecked(200, (token) => TELEGRAM_BOT_TOKEN_PATTERN.test(token), V.invalidBotToken)
    .optional()
    .transform((token) => token ?? null),
  removeBotToken: z.boolean({ error: V.invalidRemoveBotToken }).optional().default(false),
  chatId: TelegramSettings.shape.chatId.optional(),
});
export type ShopTelegramUpdate = z.input<typeof ShopTelegramUpdate>;

/** The admin's view of the Telegram chat's settings: never the token itself. */
export const ShopTelegram = z.object({
  /** a token is in force (saved here or from TELEGRAM_BOT_TOKEN) */
  botTokenSet: z.boolean(),
  /** the token in force with its secret hidden: '123456789:…wxyz' */
  botTokenMasked: z.string().nullable(),
  /** the chat in force */
  chatId: z.string().nullable(),
  /** which values come from the server's environment (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID) and win */
  fromEnvironment: z.object({ botToken: z.boolean(), chatId: z.boolean() }),
});
export type ShopTelegram = z.output<typeof ShopTelegram>;

/** POST /api/shop/telegram-test (admin): the test message reached the chat. */
export const ShopTelegramTestResult = z.object({ message: z.string() });
export type ShopTelegramTestResult = z.output<typeof ShopTelegramTestResult>;

/** A bot token as the admin may see it: the bot's id and the secret's last 4 characters. */
export function maskBotToken(token: string): string {
  const [botId] = token.split(':');
  return `${botId}:…${token.slice(-4)}`;
}
