import type { ComponentProps } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { TextField } from '../../../ui/text-field';

/** A password being chosen (registration, reset): the browser may suggest a strong one. */
export function NewPasswordField({
  label = TEXTS.labels.password,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={TEXTS.auth.passwordHint(PASSWORD_MIN_LENGTH)}
      {...props}
    />
  );
}
