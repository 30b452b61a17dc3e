import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** The e-mail field's label; Latin like the word on the page, so it is no Russian text (TEXTS). */
export const EMAIL_LABEL = 'Email';

/** The account e-mail input of the auth forms: e-mail keyboard, no auto-capitalisation or spell check. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label={EMAIL_LABEL}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
