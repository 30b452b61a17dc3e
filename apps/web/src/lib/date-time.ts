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
