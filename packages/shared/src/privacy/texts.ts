/**
 * Personal data: the cookie notice, the consent box of the forms, the consent document's and the privacy
 * policy's titles (their own texts: privacy/consent-document.ts, shop/privacy-policy.ts). Strings are
 * the spec's wording verbatim; entries under a "wording not given by the spec" comment are ours.
 */

export const COOKIE_TEXTS = {
  accept: 'Хорошо',
  // wording not given by the spec
  label: 'Уведомление о файлах cookie',
  /** followed by the link to the privacy policy */
  text: 'Мы используем файлы cookie, чтобы сохранять вход в личный кабинет и анализировать посещаемость сайта. Подробнее — в',
  policyLink: 'политике конфиденциальности',
} as const;

/** The 152-ФЗ consent box of every form that takes personal data, and the consent document's title. */
export const CONSENT_TEXTS = {
  /** followed by the links to the consent document (documentLink) and the policy (TEXTS.privacyPolicy.title) */
  label: 'Я согласен на обработку персональных данных',
  // wording not given by the spec
  /** the consent box's link to /personal-data-consent */
  documentLink: 'текст согласия',
  /** /personal-data-consent: the consent as its own document (its text: privacy/consent-document.ts) */
  documentTitle: 'Согласие на обработку персональных данных',
} as const;

/** The policy's own text is in shop/privacy-policy.ts, loaded with its page. */
export const PRIVACY_POLICY_TEXTS = {
  title: 'Политика конфиденциальности',
} as const;
