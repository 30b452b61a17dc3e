import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A phone number input: the phone keypad, autofill and an example of the expected format. */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 900 123-45-67" {...props} />
  );
}

/** Spaces, brackets and dashes are how people write phone numbers; the shared rules count digits. */
export function withoutPhonePunctuation(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}
