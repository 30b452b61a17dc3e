/**
 * The shop settings form's values as the inputs hold them (texts, a checkbox per day), the request
 * they make (ShopUpdate) and the errors of a failed check, keyed by the field's path ('inn',
 * 'phones.0', 'hours.5.close', 'exceptions.1.from', 'map.lat'): the same keys the server's 400 `fields`
 * use, so both land under the same input.
 */
import type { ShopPublic, ShopTelegram, ShopTelegramUpdate, ShopUpdate } from '@shop/shared/shop/settings';

export interface DayValues {
  open: string;
  close: string;
  closed: boolean;
}

export interface ExceptionValues extends DayValues {
  /** React's key for the row; not sent */
  key: number;
  from: string;
  to: string;
  note: string;
}

export interface SettingsValues {
  name: string;
  legalName: string;
  inn: string;
  ogrn: string;
  kpp: string;
  legalAddress: string;
  address: string;
  pickupAddress: string;
  phones: string[];
  email: string;
  timeZone: string;
  hours: DayValues[];
  exceptions: ExceptionValues[];
  lat: string;
  lon: string;
  returnsText: string;
  deliveryText: string;
  /** issue 27's special-transport limits as typed ('1 500', '3'); '' = not used */
  heavy_order_kg: string;
  long_item_m: string;
}

export type SettingsErrors = Record<string, string>;

/** Hours a day gets when it stops being a day off. */
export const DEFAULT_DAY = { open: '09:00', close: '18:00' } as const;

let nextKey = 0;
export const newRowKey = () => ++nextKey;

const dayValues = (hours: { open: string; close: string } | null): DayValues =>
  hours ? { ...hours, closed: false } : { ...DEFAULT_DAY, closed: true };

/** A limit as the field shows it: '1500', '1,5'; '' when it is not used. */
const limitText = (limit: number | null): string => (limit === null ? '' : String(limit).replace('.', ','));

export function valuesOf(shop: ShopPublic): SettingsValues {
  return {
    name: shop.name,
    legalName: shop.legalName,
    inn: shop.inn,
    ogrn: shop.ogrn,
    kpp: shop.kpp ?? '',
    legalAddress: shop.legalAddress,
    address: shop.address,
    pickupAddress: shop.pickupAddress,
    phones: shop.phones.length > 0 ? [...shop.phones] : [''],
    email: shop.email,
    timeZone: shop.timeZone,
    hours: shop.hours.map(dayValues),
    exceptions: shop.exceptions.map((exception) => ({
      key: newRowKey(),
      from: exception.from,
      to: exception.to,
      note: exception.note,
      ...dayValues(exception.hours),
    })),
    lat: String(shop.map.lat),
    lon: String(shop.map.lon),
    returnsText: shop.returnsText,
    deliveryText: shop.deliveryText,
    heavy_order_kg: limitText(shop.heavy_order_kg),
    long_item_m: limitText(shop.long_item_m),
  };
}

/** A coordinate as typed ('51,8478' too); an empty or unreadable one is NaN, which the schema refuses. */
function coordinate(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const hoursOf = (day: DayValues) => (day.closed ? null : { open: day.open, close: day.close });

/** What PUT /shop gets. */
export function updateOf(values: SettingsValues): ShopUpdate {
  return {
    name: values.name,
    legalName: values.legalName,
    inn: values.inn,
    ogrn: values.ogrn,
    kpp: values.kpp,
    legalAddress: values.legalAddress,
    address: values.address,
    pickupAddress: values.pickupAddress,
    phones: values.phones,
    email: values.email,
    timeZone: values.timeZone,
    hours: values.hours.map(hoursOf) as unknown as ShopUpdate['hours'],
    exceptions: values.exceptions.map((exception) => ({
      from: exception.from,
      to: exception.to,
      hours: hoursOf(exception),
      note: exception.note,
    })),
    map: { lat: coordinate(values.lat), lon: coordinate(values.lon) },
    returnsText: values.returnsText,
    deliveryText: values.deliveryText,
    heavy_order_kg: values.heavy_order_kg,
    long_item_m: values.long_item_m,
  };
}

/** The first message per field path of a failed check. */
export function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: SettingsErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The Telegram part (PUT /shop/telegram): the token input starts empty (the saved token is never
 * sent to the browser; empty keeps it), the chat shows the one in force.
 */
export interface TelegramValues {
  botToken: string;
  removeBotToken: boolean;
  chatId: string;
}

export function telegramValuesOf(telegram: ShopTelegram): TelegramValues {
  return { botToken: '', removeBotToken: false, chatId: telegram.chatId ?? '' };
}

/** What PUT /shop/telegram gets; a value the server's environment sets is left as saved. */
export function telegramUpdateOf(values: TelegramValues, telegram: ShopTelegram): ShopTelegramUpdate {
  const { fromEnvironment } = telegram;
  return {
    ...(fromEnvironment.botToken || values.removeBotToken ? {} : { botToken: values.botToken }),
    removeBotToken: !fromEnvironment.botToken && values.removeBotToken,
    ...(fromEnvironment.chatId ? {} : { chatId: values.chatId }),
  };
}
