/**
 * The one-step order by phone ("Купить в 1 клик"): a guest or a customer leaves a name and a phone, the
 * manager calls back to agree on delivery and payment. The order is priced, stocked and announced like
 * a checkout (orders.service.ts `createQuick`); here are what it writes and how often one may place it.
 */
import type { QuickOrder } from '@shop/shared/orders/schemas';
import { QUICK_ORDER_TEXTS } from '@shop/shared/orders/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitHook } from '../../plugins/rate-limit.js';
import type { PricedOrder } from './checkout.js';
import type { OrderDraft } from './orders.service.js';

/** The signed-in customer placing an order by phone: the order is theirs and mailed to their account. */
export interface QuickOrderCustomer {
  id: number;
  email: string;
}

/**
 * What an order by phone writes: status NEW, channel 'phone', the customer's account and e-mail (none
 * for a guest), and as placeholders until the manager's call a pickup paid in cash, without a delivery
 * cost.
 */
export function quickOrderDraft(
  input: QuickOrder,
  customer: QuickOrderCustomer | undefined,
  context: { priced: PricedOrder; address: string; pickupAddress: string },
): OrderDraft {
  return {
    userId: customer?.id ?? null,
    email: customer?.email ?? '',
    fullName: input.full_name,
    phone: input.phone,
    deliveryMethod: 'PICKUP',
    deliveryAddress: context.pickupAddress,
    delivery: { zone: null, cost: null },
    paymentMethod: 'CASH_ON_DELIVERY',
    channel: 'phone',
    idempotencyKey: null,
    priced: context.priced,
    consentAddress: context.address,
  };
}

/**
 * The phone's digits, a Russian number always with its country code: '+79001234567', '89001234567' and
 * '9001234567' are one phone to the limit.
 */
export function normalisedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^8\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  return /^9\d{9}$/.test(digits) ? `7${digits}` : digits;
}

const phoneOf = (request: FastifyRequest) =>
  normalisedPhone((request.body as Pick<QuickOrder, 'phone'>).phone);

/**
 * Orders by phone per phone number and per client address (config.rateLimits.quickOrderPerPhone and
 * quickOrderPerAddress): past either, 429 saying in how many minutes to try again, with Retry-After.
 * They run after the body is validated, so a refused form costs nothing.
 */
export function quickOrderLimits(app: FastifyInstance) {
  const { limiter } = app.services;
  const limits = app.config.rateLimits;
  const message = QUICK_ORDER_TEXTS.tooManyOrders;
  return [
    rateLimitHook(limiter, 'quickOrder:ip', limits.quickOrderPerAddress, (request) => request.ip, message),
    rateLimitHook(limiter, 'quickOrder:phone', limits.quickOrderPerPhone, phoneOf, message),
  ];
}
