import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Consents to the processing of personal data (152-ФЗ), one per submitted form that took personal
 * data: what it was for, when, from which address, under which edition of the privacy policy. The
 * form's own row links to its consent (`users.consent_id`, `orders.consent_id`,
 * `inquiries.consent_id`), written in the same transaction; a consent outlives its form (it is the
 * record that the data was taken lawfully) and cannot be deleted while the form refers to it.
 */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: serial('id').primaryKey(),
    /** 'registration', 'order', 'contact', 'measurement' */
    purpose: text('purpose').notNull(),
    ip: text('ip').notNull(),
    policyVersion: text('policy_version').notNull(),
    /** the edition of the consent document (/personal-data-consent) accepted; null before it existed */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'personal_data_consents_purpose_check',
      sql`${t.purpose} in ('registration', 'order', 'contact', 'measurement')`,
    ),
  ],
);
