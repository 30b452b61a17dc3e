import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from './constants.js';
import {
  DEFAULT_DELIVERY_METHOD,
  DeliveryMethod,
  PaymentMethod,
  SELECTABLE_PAYMENT_METHODS,
} from './orders/status.js';
import { TEXTS } from './texts.js';

const V = TEXTS.validation;

/** Checkout phone: optional plus, a non-zero digit, then 1 to 14 digits (spec §5). */
export const CHECKOUT_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/** Contact form phone: optional plus, then 10 to 15 digits (spec §5). */
export const CONTACT_PHONE_PATTERN = /^\+?\d{10,15}$/;
/** Checkout e-mail: non-space characters, an at-sign, non-space characters (spec §5). */
export const CHECKOUT_EMAIL_PATTERN = /^\S+@\S+$/;
/** Profile, login and registration e-mail: text@text with a single at-sign. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** What `controlCharacterPattern` matches besides C0 controls other than tab and line breaks. */
export interface ControlCharacterOptions {
  /** tab, line feed and carriage return too */
  lineBreaks?: boolean;
  /** DEL (U+007F); true unless told otherwise (XML 1.0 allows it) */
  del?: boolean;
  /** the C1 controls U+0080–U+009F */
  c1?: boolean;
  /** more of the character class, as regular-expression source ('\\u200b-\\u200d', '\\p{Cf}') */
  extra?: string;
  flags?: string;
}

/**
 * The one rule for control characters: C0 controls (NUL, escape, bell…) other than tab and line
 * breaks, and DEL. Callers that refuse or drop more (a file name: every C0 and C1 control; imported
 * names: C1 and zero-width characters too) or less (XML 1.0 allows DEL) say so with the options.
 */
export function controlCharacterPattern({
  lineBreaks = false,
  del = true,
  c1 = false,
  extra = '',
  flags = '',
}: ControlCharacterOptions = {}): RegExp {
  const c0 = lineBreaks ? '\\u0000-\\u001F' : '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F';
  return new RegExp(`[${c0}${del ? '\\u007F' : ''}${c1 ? '\\u0080-\\u009F' : ''}${extra}]`, flags);
}

/**
 * Control characters (NUL, escape, bell…) are never typed by a person and PostgreSQL refuses NUL in
 * text: every text the shop stores or searches refuses them. Tab and line breaks are allowed.
 */
export const CONTROL_CHARACTERS = controlCharacterPattern();
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** A trimmed text of at most `maxLength` characters without control characters (queries, filters). */
export function plainText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, V.tooLong(maxLength))
    .refine(hasNoControlCharacters, { error: V.controlCharacters });
}

/**
 * Later checks of a field run only while the field has no issue yet, so an empty field shows
 * 'Телефон обязателен' alone, not also 'Неверный формат'. (`abort: true` would do the same but
 * would also stop the form-level address rule from running.)
 */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A trimmed, non-empty, bounded string; a missing or non-string value gets the same message. */
export function requiredText(message: string, maxLength: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, { error: V.tooLong(maxLength), ...whileValid })
    .refine(hasNoControlCharacters, { error: V.controlCharacters, ...whileValid });
}

function requiredMatching(message: string, maxLength: number, pattern: RegExp, formatMessage: string) {
  return requiredText(message, maxLength).regex(pattern, { error: formatMessage, ...whileValid });
}

/** A trimmed, bounded string where empty means "not given": '' and missing become null. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, V.tooLong(maxLength))
    .refine(hasNoControlCharacters, { error: V.controlCharacters, ...whileValid })
    .nullish()
    .transform((value) => value || null);
}

/**
 * The unticked box 'Я согласен на обработку персональных данных' of every form that takes personal
 * data (152-ФЗ): only `true` passes. The server stores the consent (time, address, policy version).
 */
export const PersonalDataConsent = z.literal(true, { error: V.consentRequired });

/**
 * A field people never see (hidden from view and from screen readers): a bot that fills every input
 * fills it too. The server answers such a submission as usual and stores nothing.
 */
export const Honeypot = z.string().max(1000).optional();

function email(pattern: RegExp, formatMessage: string) {
  return requiredMatching(V.emailRequired, EMAIL_MAX_LENGTH, pattern, formatMessage);
}

/** Passwords are never trimmed: spaces are part of the secret. */
const requiredPassword = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong(PASSWORD_MAX_LENGTH), ...whileValid })
  .refine(hasNoControlCharacters, { error: V.controlCharacters, ...whileValid });

/**
 * A payment method that can be chosen: an unknown value asks to choose one; card payment, shown but
 * unavailable (spec §5), says so.
 */
const PaymentChoice = PaymentMethod.pipe(
  z.enum(SELECTABLE_PAYMENT_METHODS, { error: TEXTS.checkout.cardUnavailable }),
);

const addressRule = z.object({
  delivery_method: DeliveryMethod.default(DEFAULT_DELIVERY_METHOD),
  address: optionalText(ADDRESS_MAX_LENGTH),
  /** the delivery zone (GET /api/delivery/zones): required with DELIVERY, ignored with PICKUP */
  delivery_zone_id: z
    .number({ error: V.deliveryZoneRequired })
    .int({ error: V.deliveryZoneRequired })
    .positive({ error: V.deliveryZoneRequired })
    .max(2_147_483_647, { error: V.deliveryZoneRequired })
    .nullable()
    .default(null),
});

export const CheckoutForm = z
  .object({
    full_name: requiredText(V.fullNameRequired, NAME_MAX_LENGTH),
    email: email(CHECKOUT_EMAIL_PATTERN, V.invalidFormat),
    phone: requiredMatching(V.phoneRequired, PHONE_MAX_LENGTH, CHECKOUT_PHONE_PATTERN, V.invalidFormat),
    delivery_method: addressRule.shape.delivery_method,
    address: addressRule.shape.address,
    delivery_zone_id: addressRule.shape.delivery_zone_id,
    payment_method: PaymentChoice,
    consent: PersonalDataConsent,
  })
  .superRefine(
    (form, ctx) => {
      if (form.delivery_method === 'DELIVERY' && !form.address) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: V.addressRequired });
      }
      if (form.delivery_method === 'DELIVERY' && form.delivery_zone_id === null) {
        ctx.addIssue({ code: 'custom', path: ['delivery_zone_id'], message: V.deliveryZoneRequired });
      }
    },
    // Run even when other fields are invalid, so the form shows every error at once.
    { when: (payload) => addressRule.safeParse(payload.value).success },
  );
export type CheckoutForm = z.infer<typeof CheckoutForm>;

/** E-mail of an account (login, registration, profile, codes). */
export const AccountEmail = email(EMAIL_PATTERN, V.invalidEmail);

/** A password being chosen: the length rule here; the server also refuses the most common ones. */
export const NewPassword = requiredPassword.min(PASSWORD_MIN_LENGTH, {
  error: V.passwordTooShort(PASSWORD_MIN_LENGTH),
  ...whileValid,
});

/** The 6-digit code sent by e-mail. */
export const VerificationCode = z
  .string({ error: TEXTS.auth.codeRequired })
  .trim()
  .min(1, TEXTS.auth.codeRequired)
  .regex(/^\d{6}$/, { error: TEXTS.auth.codeFormat, ...whileValid });

export const ProfileForm = z.object({
  username: requiredText(V.usernameRequired, NAME_MAX_LENGTH),
  email: AccountEmail,
  full_name: optionalText(NAME_MAX_LENGTH),
  phone: optionalText(PHONE_MAX_LENGTH),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

export const ContactForm = z.object({
  name: requiredText(V.nameRequired, NAME_MAX_LENGTH),
  phone: requiredMatching(V.phoneRequired, PHONE_MAX_LENGTH, CONTACT_PHONE_PATTERN, V.invalidPhone),
  message: requiredText(V.messageRequired, MESSAGE_MAX_LENGTH),
  consent: PersonalDataConsent,
  website: Honeypot,
});
export type ContactForm = z.infer<typeof ContactForm>;

/** Length of the free-text "convenient time" of a measurement request. */
export const MEASUREMENT_TIME_MAX_LENGTH = 100;

/**
 * The free door-measurement request of the home page: the contact form's name and phone rules, and an
 * optional address to come to, convenient time and comment.
 */
export const MeasurementForm = z.object({
  name: ContactForm.shape.name,
  phone: ContactForm.shape.phone,
  address: optionalText(ADDRESS_MAX_LENGTH),
  preferred_time: optionalText(MEASUREMENT_TIME_MAX_LENGTH),
  comment: optionalText(MESSAGE_MAX_LENGTH),
  consent: PersonalDataConsent,
  website: Honeypot,
});
export type MeasurementForm = z.infer<typeof MeasurementForm>;

export const LoginForm = z.object({
  email: AccountEmail,
  password: requiredPassword,
});
export type LoginForm = z.infer<typeof LoginForm>;

export const RegisterForm = z.object({
  username: requiredText(V.usernameRequired, NAME_MAX_LENGTH),
  email: AccountEmail,
  password: NewPassword,
  full_name: optionalText(NAME_MAX_LENGTH),
  phone: optionalText(PHONE_MAX_LENGTH),
  consent: PersonalDataConsent,
});
export type RegisterForm = z.infer<typeof RegisterForm>;
