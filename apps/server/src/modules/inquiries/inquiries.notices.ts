/**
 * The messages to the shop about a new contact message or measurement request: its Telegram text and
 * its e-mail to the shop's inbox. The words are in shared/inquiries/notification-texts.ts and, for the
 * form's own field names, in TEXTS.
 */
import { INQUIRY_NOTIFICATION_TEXTS } from '@shop/shared/inquiries/notification-texts';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';
import { emailParts, fact, linkTo, present, telegramText, type Composed } from '../notifications/index.js';

const N = INQUIRY_NOTIFICATION_TEXTS;

/** The admin page a message links to (the web's route, apps/web/src/lib/paths.ts). */
const ADMIN_INQUIRIES_PATH = '/admin/inquiries';

/** What the outbox rows of an inquiry are about: the key its deliveries are looked up by. */
export const inquiryKey = (id: number) => `inquiry:${id}`;

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

function inquiryContent(inquiry: InquiryNotice, publicUrl: string | undefined): Composed {
  const isContact = inquiry.type === 'contact';
  return {
    title: isContact ? N.contactTitle(inquiry.id) : N.measurementTitle(inquiry.id),
    facts: present([
      fact(TEXTS.labels.name, inquiry.name),
      fact(TEXTS.labels.phone, inquiry.phone),
      fact(TEXTS.contact.message, inquiry.message),
      fact(TEXTS.labels.address, inquiry.address),
      fact(TEXTS.measurement.convenientTime, inquiry.preferredTime),
      fact(TEXTS.measurement.comment, inquiry.comment),
    ]),
    link: linkTo(publicUrl, ADMIN_INQUIRIES_PATH, N.open),
  };
}

export function inquiryTelegram(inquiry: InquiryNotice, publicUrl: string | undefined): string {
  return telegramText(inquiryContent(inquiry, publicUrl));
}

export function inquiryEmail(
  shop: Pick<ShopPublic, 'name'>,
  inquiry: InquiryNotice,
  publicUrl: string | undefined,
) {
  const subject =
    inquiry.type === 'contact'
      ? N.contactSubject(inquiry.id, inquiry.name)
      : N.measurementSubject(inquiry.id, inquiry.name);
  return { subject: `${subject} — ${shop.name}`, ...emailParts(inquiryContent(inquiry, publicUrl)) };
}
