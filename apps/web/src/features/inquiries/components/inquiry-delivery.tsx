import { Mail, SendHorizontal } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { DELIVERY_CHANNELS } from '@shop/shared/inquiries/schemas';
import type { DeliveryChannel, DeliveryState, InquiryDelivery } from '@shop/shared/inquiries/schemas';
import { formatShopDateTime } from '../../../lib/date-time';

const A = ADMIN_PAGES.inquiries;

const CHANNEL_ICONS: Record<DeliveryChannel, LucideIcon> = { telegram: SendHorizontal, email: Mail };

const STATE_CLASSES: Record<DeliveryState, string> = {
  sent: 'text-emerald-700',
  pending: 'text-amber-700',
  failed: 'text-red-700',
};

/** 'отправлено 24.11.2026, 10:15', 'ждёт отправки (попыток: 2)' or 'ошибка: Bad Request: chat not found'. */
export function deliveryStateText(delivery: InquiryDelivery): string {
  switch (delivery.state) {
    case 'sent':
      return A.deliverySent(delivery.sent_at ? formatShopDateTime(delivery.sent_at) : null);
    case 'pending':
      return A.deliveryPending(delivery.attempts);
    case 'failed':
      return A.deliveryFailed(delivery.last_error ?? A.failedUnknown);
  }
}

/** Telegram first, then the e-mail, whatever order the server listed them in. */
const byChannel = (a: InquiryDelivery, b: InquiryDelivery) =>
  DELIVERY_CHANNELS.indexOf(a.channel) - DELIVERY_CHANNELS.indexOf(b.channel);

/**
 * How an inquiry reached the shop: one line per channel (Telegram, e-mail) with its state; one held
 * over the shop-wide ceiling says it was kept here only.
 */
export function InquiryDeliveryList({
  delivery,
  held,
}: {
  delivery: readonly InquiryDelivery[];
  held: boolean;
}) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{A.delivery}</p>
      {held ? (
        <p className="mt-1 text-sm text-amber-800">{A.held}</p>
      ) : delivery.length === 0 ? (
        <p className="mt-1 text-sm text-amber-800">{A.notDelivered}</p>
      ) : (
        <ul className="mt-1 space-y-1.5 text-sm">
          {[...delivery].sort(byChannel).map((item) => {
            const Icon = CHANNEL_ICONS[item.channel];
            return (
              <li key={item.channel} className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-800">{A.channels[item.channel]}: </span>
                  <span className={STATE_CLASSES[item.state]}>{deliveryStateText(item)}</span>
                  {item.state === 'pending' && item.last_error && (
                    <span className="block text-xs text-slate-500">{A.lastError(item.last_error)}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
