import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** The account e-mail input of the auth forms: e-mail keyboard, no auto-capitalisation or spell check. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
