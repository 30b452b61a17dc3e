/**
 * The privacy module's face: the consents to the processing of personal data (152-ФЗ). The modules
 * that take personal data store a consent with `recordConsent` and keep its id on their own row.
 */
export { recordConsent, type ConsentPurpose, type ConsentRecord, type RecordConsent } from './consents.js';
export { personalDataConsents } from './privacy.tables.js';
