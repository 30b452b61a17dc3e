/**
 * The messages to the shop, composed once when they are stored: Telegram's text (HTML parse mode, every
 * value escaped) and the e-mail's subject, plain text and HTML. The words are in
 * shared/inquiries/notification-texts.ts and, for the form's own field names, in TEXTS.
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/inquiries/notification-texts';
import { formatRoubles } from '@shop/shared/money';
import {
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  type DeliveryMethod,
  type PaymentMethod,
} from '@shop/shared/orders/status';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { TEXTS } from '@shop/shared/texts';
import { escapeHtml } from '../../lib/html.js';

const N = NOTIFICATION_TEXTS;

/** A stored contact message or measurement request, as the shop is told about it. */
export interface InquiryNotice {
  id: number;
  type: 'contact' | 'measurement';
  name: string;
  phone: string;
  message: string | null;
  address: string | null;
  preferredTime: string | null;
  comment: string | null;
}

/** An order as the shop's chat is told about it. */
export interface OrderNotice {
  id: number;
  /** the total as the orders table keeps it ('1250.00') */
  total: string;
  fullName: string;
  phone: string;
  deliveryMethod: DeliveryMethod;
  /** the delivery address, or the shop's for a pickup */
  deliveryAddress: string | null;
  paymentMethod: PaymentMethod;
  itemCount: number;
}

export type CancelledBy = 'customer' | 'staff';

/**
 * Admin pages a message links to (the web's routes, apps/web/src/lib/paths.ts); without PUBLIC_URL the
 * server does not know its address and the message goes without a link.
 */
const ADMIN_INQUIRIES_PATH = '/admin/inquiries';
const adminOrdersPath = (tab: 'NEW' | 'CANCELLED') => `/admin/orders?tab=${tab}`;

interface Fact {
  label: string;
  value: string;
}

interface Composed {
  title: string;
  /** a line under the title */
  note?: string;
  facts: Fact[];
  link?: { href: string; text: string };
}

const present = (facts: Array<Fact | false>): Fact[] => facts.filter((fact): fact is Fact => fact !== false);
const fact = (label: string, value: string | null): Fact | false => value !== null && { label, value };

function telegramText({ title, note, facts, link }: Composed): string {
  const lines = [
    `<b>${escapeHtml(title)}</b>`,
    ...(note ? [escapeHtml(note)] : []),
    ...facts.map(({ label, value }) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`),
  ];
  if (link) lines.push('', `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`);
  return lines.join('\n');
}

function emailParts({ title, facts, link }: Composed) {
  const text = [title, '', ...facts.map(({ label, value }) => N.line(label, value))];
  if (link) text.push('', `${link.text}: ${link.href}`);
  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
${paragraph(`<b>${escapeHtml(title)}</b>`)}
${facts.map(({ label, value }) => paragraph(`<b>${escapeHtml(label)}:</b> ${escapeHtml(value).replace(/\n/g, '<br>')}`)).join('\n')}
${link ? paragraph(`<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`) : ''}
</body></html>`;
  return { text: text.join('\n'), html };
}

function linkTo(publicUrl: string | undefined, path: string, text: string) {
  return publicUrl ? { href: `${publicUrl.replace(/\/+$/, '')}${path}`, text } : undefined;
}

function inquiryContent(inquiry: InquiryNotice, publicUrl: string | undefined): Composed {
  const isContact = inquiry.type === 'contact';
  return {
    title: isContact ? N.inquiry.contactTitle(inquiry.id) : N.inquiry.measurementTitle(inquiry.id),
    facts: present([
      fact(TEXTS.labels.name, inquiry.name),
      fact(TEXTS.labels.phone, inquiry.phone),
      fact(TEXTS.contact.message, inquiry.message),
      fact(TEXTS.labels.address, inquiry.address),
      fact(TEXTS.measurement.convenientTime, inquiry.preferredTime),
      fact(TEXTS.measurement.comment, inquiry.comment),
    ]),
    link: linkTo(publicUrl, ADMIN_INQUIRIES_PATH, N.inquiry.open),
  };
}

export function inquiryTelegram(inquiry: InquiryNotice, publicUrl: string | undefined): string {
  return telegramText(inquiryContent(inquiry, publicUrl));
}

export function inquiryEmail(inquiry: InquiryNotice, publicUrl: string | undefined) {
  const subject =
    inquiry.type === 'contact'
      ? N.inquiry.contactSubject(inquiry.id, inquiry.name)
      : N.inquiry.measurementSubject(inquiry.id, inquiry.name);
  return { subject: `${subject} — ${SHOP_PROFILE.name}`, ...emailParts(inquiryContent(inquiry, publicUrl)) };
}

function orderFacts(order: OrderNotice): Fact[] {
  return present([
    fact(TEXTS.adminOrders.customer, order.fullName),
    fact(TEXTS.labels.phone, order.phone),
    fact(DELIVERY_METHOD_LABELS[order.deliveryMethod], order.deliveryAddress ?? ''),
    fact(N.order.payment, PAYMENT_METHOD_LABELS[order.paymentMethod]),
  ]);
}

export function orderCreatedTelegram(order: OrderNotice, publicUrl: string | undefined): string {
  return telegramText({
    title: N.order.createdTitle(order.id, formatRoubles(order.total)),
    facts: [...orderFacts(order), { label: N.order.itemsLabel, value: String(order.itemCount) }],
    link: linkTo(publicUrl, adminOrdersPath('NEW'), N.order.open),
  });
}

export function orderCancelledTelegram(
  order: OrderNotice,
  by: CancelledBy,
  publicUrl: string | undefined,
): string {
  return telegramText({
    title: N.order.cancelledTitle(order.id, formatRoubles(order.total)),
    note: by === 'customer' ? N.order.cancelledByCustomer : N.order.cancelledByStaff,
    facts: orderFacts(order),
    link: linkTo(publicUrl, adminOrdersPath('CANCELLED'), N.order.open),
  });
}
