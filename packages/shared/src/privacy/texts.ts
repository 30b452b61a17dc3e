/**
 * Personal data: the cookie notice, the consent box of the forms and the privacy policy's title (the
 * policy's own text: shop/privacy-policy.ts). Strings are the spec's wording verbatim; entries under a
 * "wording not given by the spec" comment are ours.
 */

export const COOKIE_TEXTS = {
  accept: 'Хорошо',
  // wording not given by the spec
  label: 'Уведомление о файлах cookie',
  /** followed by the link to the privacy policy */
  text: 'Мы используем файлы cookie, чтобы сохранять вход в личный кабинет и анализировать посещаемость сайта. Подробнее — в',
  policyLink: 'политике конфиденциальности',
} as const;

/** The 152-ФЗ consent box of every form that takes personal data. */
export const CONSENT_TEXTS = {
  /** followed by the link to the privacy policy (TEXTS.privacyPolicy.title) */
  label: 'Я согласен на обработку персональных данных',
} as const;

/** The policy's own text is in shop/privacy-policy.ts, loaded with its page. */
export const PRIVACY_POLICY_TEXTS = {
  title: 'Политика конфиденциальности',
} as const;
