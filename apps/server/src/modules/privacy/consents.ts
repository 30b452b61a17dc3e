/**
 * The writer of personal_data_consents: the registration, checkout and inquiry services call it inside
 * their own transaction and store the returned id on their form's row, so a form is never stored
 * without its consent (nor a consent without its form).
 */
import { CONSENT_VERSION } from '@shop/shared/privacy/consent-document';
import { PRIVACY_POLICY_VERSION } from '@shop/shared/shop/privacy-policy';
import type { Database } from '../../db/client.js';
import { personalDataConsents } from './privacy.tables.js';

export type ConsentPurpose = 'registration' | 'order' | 'contact' | 'measurement';

export interface ConsentRecord {
  purpose: ConsentPurpose;
  /** the address the form came from */
  ip: string;
}

/**
 * What a service that takes personal data is given (app.ts passes recordConsent): stores the consent
 * and returns its id, for the form's `consent_id`.
 */
export type RecordConsent = (tx: Database, consent: ConsentRecord) => Promise<number>;

/** Stores a consent under the editions in force of the policy and of the consent document. */
export const recordConsent: RecordConsent = async (tx, consent) => {
  const [row] = await tx
    .insert(personalDataConsents)
    .values({
      purpose: consent.purpose,
      ip: consent.ip,
      policyVersion: PRIVACY_POLICY_VERSION,
      consentVersion: CONSENT_VERSION,
    })
    .returning({ id: personalDataConsents.id });
  return row!.id;
};
