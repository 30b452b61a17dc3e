import type { ComponentProps } from 'react';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TextField } from '../../../ui/text-field';

/** The 6-digit code from the e-mail: digit keyboard, filled in by the phone from the message if it can. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label={AUTH_FORMS.codeLabel}
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
