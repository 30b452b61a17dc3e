/**
 * The shop's phone as a link, without zod: the storefront's first download needs it (the header),
 * and modules the first page needs stay free of zod (docs/architecture.md, Shared).
 */

/** The characters people write a phone number with besides digits: spaces, brackets, dashes. */
const PHONE_DECORATION = /[ \u00A0()-]/g;

/** The number to dial: '+7 (473) 432-15-27' → '+74734321527'. */
export const dialNumber = (phone: string): string => phone.replace(PHONE_DECORATION, '');

/** The link of a phone: '+7 (473) 432-15-27' → 'tel:+74734321527'. */
export const telHref = (phone: string): string => `tel:${dialNumber(phone)}`;
