/**
 * Contact messages and door-measurement requests (spec §2, §7; issue 13): what the storefront sends,
 * what the admin list shows and changes, and the realtime payload for admins. The forms' field rules
 * are in ../validation.ts (ContactForm, MeasurementForm).
 */
import { z } from 'zod';
import { rowIdParam } from '../id-schemas.js';
import { OFFSET_MAX } from '../ids.js';
import { ContactForm, MeasurementForm } from '../validation.js';

export const SendContactBody = ContactForm;
export type SendContactBody = z.infer<typeof SendContactBody>;
export const SendMeasurementBody = MeasurementForm;
export type SendMeasurementBody = z.infer<typeof SendMeasurementBody>;

/** The answer to both sends, given as soon as the inquiry is stored (delivery follows). */
export const SendInquiryAnswer = z.object({ message: z.string() });
export type SendInquiryAnswer = z.infer<typeof SendInquiryAnswer>;

export const INQUIRY_TYPES = ['contact', 'measurement'] as const;
export const InquiryType = z.enum(INQUIRY_TYPES);
export type InquiryType = z.infer<typeof InquiryType>;

/** new → in_progress → done; staff may also set an earlier status again (a wrong click). */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'done'] as const;
export const InquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof InquiryStatus>;

export const DELIVERY_CHANNELS = ['telegram', 'email'] as const;
export const DeliveryChannel = z.enum(DELIVERY_CHANNELS);
export type DeliveryChannel = z.infer<typeof DeliveryChannel>;

/** pending: waiting for its first or next attempt (also while being sent); failed: will not be retried. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export const DeliveryState = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryState>;

/** One channel's delivery of an inquiry. */
export const InquiryDelivery = z.object({
  channel: DeliveryChannel,
  state: DeliveryState,
  attempts: z.number().int().min(0),
  /** the last failure in plain words (Telegram's description, the mail server's answer), or null */
  last_error: z.string().nullable(),
  /** ISO time of the next attempt while pending */
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type InquiryDelivery = z.infer<typeof InquiryDelivery>;

export const Inquiry = z.object({
  id: z.number().int().positive(),
  type: InquiryType,
  status: InquiryStatus,
  name: z.string(),
  phone: z.string(),
  /** the contact message; null for a measurement request */
  message: z.string().nullable(),
  address: z.string().nullable(),
  preferred_time: z.string().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  delivery: z.array(InquiryDelivery),
  /** came in over the shop-wide ceiling of a minute: not sent to Telegram and e-mail, only listed */
  held: z.boolean(),
});
export type Inquiry = z.infer<typeof Inquiry>;

export const INQUIRIES_PAGE_SIZE = 10;
export const INQUIRIES_MAX_LIMIT = 100;

/** GET /api/inquiries?type=&status=&limit=&offset= */
export const InquiriesQuery = z.object({
  type: InquiryType.optional(),
  status: InquiryStatus.optional(),
  limit: z.coerce.number().int().min(1).max(INQUIRIES_MAX_LIMIT).default(INQUIRIES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
});
export type InquiriesQuery = z.infer<typeof InquiriesQuery>;

export const InquiryList = z.object({
  items: z.array(Inquiry),
  total: z.number().int().min(0),
  /** TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set: without them inquiries go by e-mail only */
  telegramConfigured: z.boolean(),
  /** SHOP_EMAIL is set */
  emailConfigured: z.boolean(),
});
export type InquiryList = z.infer<typeof InquiryList>;

/** The path of PUT /api/inquiries/:id */
export const InquiryIdParams = z.object({ id: rowIdParam() });
export type InquiryIdParams = z.infer<typeof InquiryIdParams>;

/** PUT /api/inquiries/:id */
export const InquiryStatusUpdate = z.object({ status: InquiryStatus });
export type InquiryStatusUpdate = z.infer<typeof InquiryStatusUpdate>;
