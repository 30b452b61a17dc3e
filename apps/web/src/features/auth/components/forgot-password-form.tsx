import { EmailInput } from '@shop/shared/auth/schemas';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { FormAlert } from '../../../ui/text-field';
import { messageOr, requestPasswordReset } from '../api';
import { EmailField } from '../../../ui/email-field';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** The server mailed a reset code (or says so for any address). */
  onRequested: (email: string, notice: string) => void;
}

/** First step of a password reset: the account e-mail that gets the code. */
export function ForgotPasswordForm({ initialEmail = '', onRequested }: ForgotPasswordFormProps) {
  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<'email', EmailInput>({
    schema: EmailInput,
    initial: { email: initialEmail },
    fallbackError: TEXTS.common.genericError,
    submit: async (data) => {
      const answer = await requestPasswordReset(data);
      onRequested(data.email, messageOr(answer, TEXTS.auth.resetRequested));
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={TEXTS.auth.forgotTitle}
    >
      <p className="text-sm text-slate-600">{AUTH_FORMS.forgotHint}</p>
      <EmailField autoFocus {...field('email')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? TEXTS.common.sending : AUTH_FORMS.getCode}
      </button>
    </form>
  );
}
