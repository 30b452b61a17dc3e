import { toast } from 'react-toastify';
import { ResetPasswordInput } from '@shop/shared/auth/schemas';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { FormAlert } from '../../../ui/text-field';
import { messageOr, requestPasswordReset, resetPasswordRequest } from '../api';
import { cleanCode, CodeField } from '../../../ui/code-field';
import { CodeNotice } from './code-notice';
import { NewPasswordField } from './new-password-field';
import { ResendCodeButton } from './resend-code-button';

interface ResetPasswordFormProps {
  email: string;
  notice: string;
  /** The password is changed: continue with the login form for this e-mail. */
  onReset: (email: string) => void;
}

/** Second step of a password reset: the mailed code and the new password. */
export function ResetPasswordForm({ email, notice, onReset }: ResetPasswordFormProps) {
  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<
    'code' | 'newPassword',
    ResetPasswordInput
  >({
    schema: ResetPasswordInput,
    initial: { code: '', newPassword: '' },
    prepare: (values) => ({ ...values, email, code: cleanCode(values.code) }),
    fallbackError: TEXTS.common.genericError,
    submit: async (data) => {
      const answer = await resetPasswordRequest(data);
      toast.success(messageOr(answer, TEXTS.auth.passwordChanged));
      onReset(email);
    },
  });

  return (
    <div className="space-y-4">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={TEXTS.auth.resetTitle}
      >
        <CodeNotice notice={notice} email={email} />
        <CodeField autoFocus {...field('code')} />
        <NewPasswordField label={AUTH_FORMS.newPassword} {...field('newPassword')} />
        <FormAlert>{formError}</FormAlert>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
          {busy ? TEXTS.common.saving : AUTH_FORMS.changePassword}
        </button>
      </form>
      <ResendCodeButton
        send={() => requestPasswordReset({ email })}
        sentText={TEXTS.auth.resetRequested}
        coolingDown
      />
    </div>
  );
}
