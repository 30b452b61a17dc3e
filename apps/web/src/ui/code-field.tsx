import type { ComponentProps } from 'react';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TextField } from './text-field';

/**
 * The 6-digit code from an e-mail (sign-up, password reset, sign-in under attack, e-mail change): digit
 * keyboard, filled in by the phone from the message if it can. Labelled 'Код из письма' unless told.
 */
export function CodeField({
  label = AUTH_FORMS.codeLabel,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="000000"
      maxLength={8}
      spellCheck={false}
      {...props}
    />
  );
}

/** People paste codes as "123 456" or "123-456". */
export function cleanCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}
