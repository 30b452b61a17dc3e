import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CHECKOUT_EMAIL_PATTERN,
  CHECKOUT_PHONE_PATTERN,
  CONTACT_PHONE_PATTERN,
  CheckoutForm,
  ContactForm,
  EMAIL_PATTERN,
  LoginForm,
  MeasurementForm,
  ProfileForm,
  RegisterForm,
} from './validation.js';

/** field path → messages, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('phone and e-mail patterns', () => {
  it.each(['+79991234567', '79991234567', '12', '+123456789012345'])('checkout phone accepts %s', (phone) => {
    expect(CHECKOUT_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['', '1', '+0123', '0991234567', '+1234567890123456', '8 999 123-45-67', '++7999', '7999a'])(
    'checkout phone rejects %j',
    (phone) => {
      expect(CHECKOUT_PHONE_PATTERN.test(phone)).toBe(false);
    },
  );

  it.each(['+79991234567', '89991234567', '0123456789', '+123456789012345'])(
    'contact phone accepts %s',
    (phone) => {
      expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each(['123456789', '+1234567890123456', '+7 999 123 45 67', '+7(999)1234567', ''])(
    'contact phone rejects %j',
    (phone) => {
      expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(false);
    },
  );

  it('checks e-mails loosely, as text@text', () => {
    expect(CHECKOUT_EMAIL_PATTERN.test('ivan@mail.ru')).toBe(true);
    expect(CHECKOUT_EMAIL_PATTERN.test('a@b')).toBe(true);
    expect(CHECKOUT_EMAIL_PATTERN.test('ivan mail.ru')).toBe(false);
    expect(CHECKOUT_EMAIL_PATTERN.test('ivan@ mail.ru')).toBe(false);
    expect(CHECKOUT_EMAIL_PATTERN.test('@mail.ru')).toBe(false);
    expect(EMAIL_PATTERN.test('иван@почта.рф')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b@c')).toBe(false);
    expect(EMAIL_PATTERN.test('ivan@')).toBe(false);
  });
});

describe('CheckoutForm', () => {
  const valid = {
    full_name: '  Иванов Иван Иванович ',
    email: ' ivan@mail.ru ',
    phone: '+79991234567',
    address: ' с. Верхняя Хава, ул. Мира, 1 ',
    delivery_zone_id: 3,
    payment_method: 'CASH_ON_DELIVERY',
    consent: true,
  };

  it('trims input and defaults to delivery', () => {
    expect(CheckoutForm.parse(valid)).toEqual({
      full_name: 'Иванов Иван Иванович',
      email: 'ivan@mail.ru',
      phone: '+79991234567',
      delivery_method: 'DELIVERY',
      address: 'с. Верхняя Хава, ул. Мира, 1',
      delivery_zone_id: 3,
      payment_method: 'CASH_ON_DELIVERY',
      consent: true,
    });
  });

  it('requires a delivery zone for delivery, a whole positive id, and none for pickup', () => {
    const refused = { delivery_zone_id: ['Выберите населённый пункт доставки'] };
    expect(errorsOf(CheckoutForm, { ...valid, delivery_zone_id: undefined })).toEqual(refused);
    expect(errorsOf(CheckoutForm, { ...valid, delivery_zone_id: null })).toEqual(refused);
    expect(errorsOf(CheckoutForm, { ...valid, delivery_zone_id: 0 })).toEqual(refused);
    expect(errorsOf(CheckoutForm, { ...valid, delivery_zone_id: 1.5 })).toEqual(refused);
    expect(errorsOf(CheckoutForm, { ...valid, delivery_zone_id: '3' })).toEqual(refused);
    expect(
      CheckoutForm.parse({ ...valid, delivery_zone_id: undefined, delivery_method: 'PICKUP' }),
    ).toMatchObject({ delivery_method: 'PICKUP', delivery_zone_id: null });
  });

  it('needs the consent to the processing of personal data ticked', () => {
    const refused = { consent: ['Подтвердите согласие на обработку персональных данных'] };
    expect(errorsOf(CheckoutForm, { ...valid, consent: undefined })).toEqual(refused);
    expect(errorsOf(CheckoutForm, { ...valid, consent: false })).toEqual(refused);
  });

  it('requires an address for delivery', () => {
    expect(errorsOf(CheckoutForm, { ...valid, address: '   ' })).toEqual({
      address: ['Адрес доставки обязателен'],
    });
    expect(errorsOf(CheckoutForm, { ...valid, address: undefined, delivery_method: 'DELIVERY' })).toEqual({
      address: ['Адрес доставки обязателен'],
    });
  });

  it('does not require an address for pickup', () => {
    expect(CheckoutForm.parse({ ...valid, address: '', delivery_method: 'PICKUP' })).toMatchObject({
      delivery_method: 'PICKUP',
      address: null,
    });
  });

  it('reports every empty field at once, address included', () => {
    expect(
      errorsOf(CheckoutForm, { full_name: '', email: '', phone: '', address: '', consent: true }),
    ).toEqual({
      full_name: ['ФИО обязательно'],
      email: ['Email обязателен'],
      phone: ['Телефон обязателен'],
      address: ['Адрес доставки обязателен'],
      delivery_zone_id: ['Выберите населённый пункт доставки'],
      payment_method: ['Выберите способ оплаты'],
    });
  });

  it('gives the required message for missing keys', () => {
    expect(errorsOf(CheckoutForm, { payment_method: 'CASH_ON_DELIVERY', delivery_method: 'PICKUP' })).toEqual(
      {
        full_name: ['ФИО обязательно'],
        email: ['Email обязателен'],
        phone: ['Телефон обязателен'],
        consent: ['Подтвердите согласие на обработку персональных данных'],
      },
    );
  });

  it('rejects bad formats with the spec message', () => {
    expect(errorsOf(CheckoutForm, { ...valid, phone: '8 (999) 123-45-67', email: 'ivan at mail' })).toEqual({
      phone: ['Неверный формат'],
      email: ['Неверный формат'],
    });
  });

  it('refuses card payment (it is unavailable), unknown payment and delivery methods', () => {
    expect(errorsOf(CheckoutForm, { ...valid, payment_method: 'CARD' })).toEqual({
      payment_method: ['Оплата картой временно недоступна. Выберите оплату наличными при получении'],
    });
    expect(errorsOf(CheckoutForm, { ...valid, payment_method: 'BITCOIN' })).toEqual({
      payment_method: ['Выберите способ оплаты'],
    });
    expect(errorsOf(CheckoutForm, { ...valid, delivery_method: 'COURIER' })).toEqual({
      delivery_method: ['Выберите способ получения'],
    });
  });

  it('caps long inputs', () => {
    expect(errorsOf(CheckoutForm, { ...valid, full_name: 'Я'.repeat(256) })).toEqual({
      full_name: ['Не более 255 символов'],
    });
    expect(errorsOf(CheckoutForm, { ...valid, address: 'д'.repeat(501) })).toEqual({
      address: ['Не более 500 символов'],
    });
    expect(CheckoutForm.safeParse({ ...valid, full_name: 'Я'.repeat(255) }).success).toBe(true);
  });

  it('rejects input that is not an object', () => {
    expect(CheckoutForm.safeParse(null).success).toBe(false);
    expect(CheckoutForm.safeParse('ivan@mail.ru').success).toBe(false);
  });
});

describe('ProfileForm', () => {
  it('accepts the required fields and turns empty optional ones into null', () => {
    expect(
      ProfileForm.parse({ username: ' ivan ', email: 'ivan@mail.ru', full_name: '  ', phone: null }),
    ).toEqual({
      username: 'ivan',
      email: 'ivan@mail.ru',
      full_name: null,
      phone: null,
    });
    expect(ProfileForm.parse({ username: 'ivan', email: 'ivan@mail.ru' })).toEqual({
      username: 'ivan',
      email: 'ivan@mail.ru',
      full_name: null,
      phone: null,
    });
  });

  it('keeps given optional values', () => {
    expect(
      ProfileForm.parse({ username: 'ivan', email: 'a@b', full_name: 'Иван', phone: '+7 999' }),
    ).toMatchObject({
      full_name: 'Иван',
      phone: '+7 999',
    });
  });

  it('uses the profile messages', () => {
    expect(errorsOf(ProfileForm, { username: '', email: '' })).toEqual({
      username: ['Имя пользователя обязательно'],
      email: ['Email обязателен'],
    });
    expect(errorsOf(ProfileForm, { username: 'ivan', email: 'ivan.mail.ru' })).toEqual({
      email: ['Неверный формат email'],
    });
    expect(errorsOf(ProfileForm, { username: 'ivan', email: 'a@b', full_name: 'x'.repeat(256) })).toEqual({
      full_name: ['Не более 255 символов'],
    });
  });
});

describe('ContactForm', () => {
  const valid = {
    name: 'Иван',
    phone: '+79991234567',
    message: 'Нужна консультация по утеплителю',
    consent: true as const,
  };

  it('accepts a valid message', () => {
    expect(ContactForm.parse({ ...valid, name: ' Иван ' })).toEqual(valid);
  });

  it('uses the contact messages', () => {
    expect(errorsOf(ContactForm, { name: ' ', phone: '', message: '', consent: true })).toEqual({
      name: ['Имя обязательно'],
      phone: ['Телефон обязателен'],
      message: ['Сообщение обязательно'],
    });
    expect(errorsOf(ContactForm, { ...valid, phone: '12345' })).toEqual({
      phone: ['Неверный формат телефона'],
    });
  });

  it('needs the consent ticked: missing, false or a truthy string are refused', () => {
    const refused = { consent: ['Подтвердите согласие на обработку персональных данных'] };
    expect(errorsOf(ContactForm, { ...valid, consent: undefined })).toEqual(refused);
    expect(errorsOf(ContactForm, { ...valid, consent: false })).toEqual(refused);
    expect(errorsOf(ContactForm, { ...valid, consent: 'true' })).toEqual(refused);
  });

  it('passes the hidden website field through for the server to judge', () => {
    expect(ContactForm.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
  });

  it('caps the message at 2000 characters', () => {
    expect(ContactForm.safeParse({ ...valid, message: 'а'.repeat(2000) }).success).toBe(true);
    expect(errorsOf(ContactForm, { ...valid, message: 'а'.repeat(2001) })).toEqual({
      message: ['Не более 2000 символов'],
    });
  });
});

describe('MeasurementForm', () => {
  const valid = { name: 'Иван', phone: '+79991234567', consent: true as const };

  it('takes the optional address, time and comment as null when empty', () => {
    expect(MeasurementForm.parse({ ...valid, address: '', preferred_time: ' ', comment: '' })).toEqual({
      ...valid,
      address: null,
      preferred_time: null,
      comment: null,
    });
    expect(MeasurementForm.parse({ ...valid, address: ' ул. Мира, 3 ' }).address).toBe('ул. Мира, 3');
  });

  it("uses the contact form's name and phone rules and needs the consent", () => {
    expect(errorsOf(MeasurementForm, { name: '', phone: '' })).toEqual({
      name: ['Имя обязательно'],
      phone: ['Телефон обязателен'],
      consent: ['Подтвердите согласие на обработку персональных данных'],
    });
    expect(errorsOf(MeasurementForm, { ...valid, phone: '8-900' })).toEqual({
      phone: ['Неверный формат телефона'],
    });
  });
});

describe('LoginForm', () => {
  it('accepts credentials and does not trim the password', () => {
    expect(LoginForm.parse({ email: ' ivan@mail.ru', password: ' secret ' })).toEqual({
      email: 'ivan@mail.ru',
      password: ' secret ',
    });
  });

  it('requires both fields', () => {
    expect(errorsOf(LoginForm, { email: '', password: '' })).toEqual({
      email: ['Email обязателен'],
      password: ['Пароль обязателен'],
    });
    expect(errorsOf(LoginForm, {})).toEqual({
      email: ['Email обязателен'],
      password: ['Пароль обязателен'],
    });
    expect(errorsOf(LoginForm, { email: 'ivan', password: 'x' })).toEqual({
      email: ['Неверный формат email'],
    });
  });
});

describe('RegisterForm', () => {
  const valid = { username: 'ivan', email: 'ivan@mail.ru', password: '12345678', consent: true as const };

  it('accepts a minimal registration', () => {
    expect(RegisterForm.parse(valid)).toEqual({ ...valid, full_name: null, phone: null });
  });

  it('is refused without the consent to the processing of personal data', () => {
    const refused = { consent: ['Подтвердите согласие на обработку персональных данных'] };
    expect(errorsOf(RegisterForm, { ...valid, consent: undefined })).toEqual(refused);
    expect(errorsOf(RegisterForm, { ...valid, consent: false })).toEqual(refused);
    expect(errorsOf(RegisterForm, { ...valid, consent: 'on' })).toEqual(refused);
  });

  it('requires a password of at least 8 characters', () => {
    expect(errorsOf(RegisterForm, { ...valid, password: '1234567' })).toEqual({
      password: ['Пароль должен содержать не менее 8 символов'],
    });
    expect(errorsOf(RegisterForm, { ...valid, password: '' })).toEqual({ password: ['Пароль обязателен'] });
    expect(errorsOf(RegisterForm, { ...valid, password: 'x'.repeat(129) })).toEqual({
      password: ['Не более 128 символов'],
    });
  });

  it('requires username and a well-formed e-mail', () => {
    expect(errorsOf(RegisterForm, { ...valid, username: '', email: 'a@b@c' })).toEqual({
      username: ['Имя пользователя обязательно'],
      email: ['Неверный формат email'],
    });
  });
});
