/**
 * Contact messages and door-measurement requests (spec §2, §7; issue 13). A submission is stored with
 * its consent and its messages to the shop in one transaction, and the visitor is answered as soon as
 * that committed: delivery to Telegram and e-mail follows from the outbox, however long it takes.
 */
import type {
  Inquiry,
  InquiriesQuery,
  InquiryList,
  InquiryStatus,
  InquiryType,
  SendContactBody,
  SendInquiryAnswer,
  SendMeasurementBody,
} from '@shop/shared/inquiries/schemas';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { EventPublisher } from '../../lib/events.js';
import type { RateLimit } from '../../config.js';
import type { NotificationsService } from '../notifications/index.js';
import type { RecordConsent } from '../privacy/index.js';
import { inquiryEmail, inquiryKey, inquiryTelegram, type InquiryNotice } from './inquiries.notices.js';
import { inquiries } from './inquiries.tables.js';

type InquiryRow = typeof inquiries.$inferSelect;

export interface InquiriesServiceDeps {
  db: Database;
  recordConsent: RecordConsent;
  notifications: Pick<
    NotificationsService,
    'enqueueToShop' | 'deliveriesOf' | 'wake' | 'telegramConfigured' | 'emailConfigured'
  >;
  /** PUBLIC_URL: messages link to the admin pages when it is known */
  publicUrl: string | undefined;
  events: EventPublisher;
  /** inquiries sent on to the shop's channels per window, from everyone; the rest are held */
  shopWide: RateLimit;
  /** the shop's settings as saved now: its name in the e-mail's subject */
  shopSettings: () => Promise<Pick<ShopPublic, 'name'>>;
}

/** The fields one form brings, as the table keeps them. */
type Submitted = Pick<InquiryNotice, 'name' | 'phone' | 'message' | 'address' | 'preferredTime' | 'comment'>;

/** A filled hidden field: a bot fills every input, a person never sees it. */
const isBot = (website: string | undefined) => (website ?? '').trim() !== '';

export function createInquiriesService({
  db,
  recordConsent,
  notifications,
  events,
  shopWide,
  publicUrl,
  shopSettings,
}: InquiriesServiceDeps) {
  /**
   * Whether this inquiry is over the shop-wide ceiling: as many were sent on in the window already.
   * Counted under a transaction lock, so two at once never both take the last place.
   */
  async function overCeiling(tx: Database): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inquiries-shop-wide'))`);
    const [row] = await tx
      .select({ n: count() })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.held, false),
          sql`${inquiries.createdAt} > now() - ${`${shopWide.windowMs} milliseconds`}::interval`,
        ),
      );
    return (row?.n ?? 0) >= shopWide.max;
  }

  async function withDeliveries(rows: InquiryRow[]): Promise<Inquiry[]> {
    const deliveries = await notifications.deliveriesOf(rows.map((row) => inquiryKey(row.id)));
    return rows.map((row) => ({
      id: row.id,
      type: row.type as InquiryType,
      status: row.status as InquiryStatus,
      name: row.name,
      phone: row.phone,
      message: row.message,
      address: row.address,
      preferred_time: row.preferredTime,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      delivery: deliveries.get(inquiryKey(row.id)) ?? [],
      held: row.held,
    }));
  }

  async function byId(id: number): Promise<Inquiry | undefined> {
    const rows = await db.select().from(inquiries).where(eq(inquiries.id, id));
    return (await withDeliveries(rows))[0];
  }

  /**
   * Stores the inquiry, its consent and its messages together (none past the shop-wide ceiling: it is
   * held for staff to read in the list); then tells the admins and the worker.
   */
  async function store(type: InquiryType, fields: Submitted, ip: string): Promise<void> {
    const shop = await shopSettings();
    const id = await db.transaction(async (tx) => {
      const held = await overCeiling(tx);
      const consentId = await recordConsent(tx, { purpose: type, ip });
      const [row] = await tx
        .insert(inquiries)
        .values({ type, ip, held, consentId, ...fields })
        .returning({ id: inquiries.id });
      const inquiryId = row!.id;
      if (!held) {
        const notice: InquiryNotice = { id: inquiryId, type, ...fields };
        await notifications.enqueueToShop(tx, {
          topic: 'inquiry',
          about: inquiryKey(inquiryId),
          telegram: inquiryTelegram(notice, publicUrl),
          email: notifications.emailConfigured ? inquiryEmail(shop, notice, publicUrl) : undefined,
        });
      }
      return inquiryId;
    });
    notifications.wake();
    const inquiry = await byId(id);
    if (inquiry) events.emit('inquiryCreated', inquiry);
  }

  return {
    /** POST /api/telegram/send-contact. A bot's submission gets the same answer and stores nothing. */
    async sendContact(input: SendContactBody, ip: string): Promise<SendInquiryAnswer> {
      if (!isBot(input.website)) {
        const { name, phone, message } = input;
        await store(
          'contact',
          { name, phone, message, address: null, preferredTime: null, comment: null },
          ip,
        );
      }
      return { message: TEXTS.contact.sent };
    },

    /** POST /api/telegram/send-measurement (and the spec's path without /api). */
    async sendMeasurement(input: SendMeasurementBody, ip: string): Promise<SendInquiryAnswer> {
      if (!isBot(input.website)) {
        const { name, phone, address, preferred_time: preferredTime, comment } = input;
        await store('measurement', { name, phone, message: null, address, preferredTime, comment }, ip);
      }
      return { message: TEXTS.measurement.sent };
    },

    /** A page of inquiries, newest first, with each one's delivery and which channels are set up. */
    async list(query: InquiriesQuery): Promise<InquiryList> {
      const filters: SQL[] = [];
      if (query.type) filters.push(eq(inquiries.type, query.type));
      if (query.status) filters.push(eq(inquiries.status, query.status));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(inquiries).where(where),
      ]);
      return {
        items: await withDeliveries(rows),
        total: counted?.n ?? 0,
        telegramConfigured: await notifications.telegramConfigured(),
        emailConfigured: notifications.emailConfigured,
      };
    },

    /** Staff move an inquiry along new → in_progress → done (or back, after a wrong click). */
    async setStatus(id: number, status: InquiryStatus): Promise<Inquiry> {
      const updated = await db
        .update(inquiries)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(inquiries.id, id))
        .returning({ id: inquiries.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND', TEXTS.contact.inquiryNotFound);
      return (await byId(id))!;
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
