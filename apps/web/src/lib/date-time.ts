import { SHOP_TIME_ZONE } from '@shop/shared/orders/schemas';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '20.11.2026, 12:30' in the shop's time zone (staff lists: orders, change history). */
export function formatShopDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const longDate = new Intl.DateTimeFormat('ru-RU', {
  // a calendar date ('2026-11-24') is midnight UTC: read it there, or it is the day before west of UTC
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '24 ноября 2026 г.' for a calendar date 'YYYY-MM-DD' (the privacy policy's edition). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}
