import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { LoginForm as LoginFormSchema } from '@shop/shared/validation';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { completeSignIn } from '../sign-in';
import { buttonClass } from '../../../ui/button';
import { FormAlert, TextField } from '../../../ui/text-field';
import { loginRequest } from '../api';
import { EmailField } from '../../../ui/email-field';
import { linkButtonClass } from './link-button';

type Field = 'email' | 'password';

interface LoginFormProps {
  initialEmail?: string;
  onSuccess?: () => void;
  /** The account exists but its e-mail is not confirmed yet (403 EMAIL_NOT_VERIFIED). */
  onEmailNotVerified?: (email: string, notice: string) => void;
  onForgotPassword?: (email: string) => void;
}

export function LoginForm({
  initialEmail = '',
  onSuccess,
  onEmailNotVerified,
  onForgotPassword,
}: LoginFormProps) {
  const session = useSession();
  const form = useSchemaForm<Field, LoginFormSchema>({
    schema: LoginFormSchema,
    initial: { email: initialEmail, password: '' },
    fallbackError: TEXTS.auth.loginFailed,
    submit: async (data) => {
      let answer;
      try {
        answer = await loginRequest(data);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED' && onEmailNotVerified) {
          onEmailNotVerified(data.email, error.serverMessage ?? TEXTS.auth.emailNotVerified);
          return;
        }
        throw error;
      }
      completeSignIn(session, answer.token, form, onSuccess);
    },
  });
  const { formRef, formError, busy, field, values, onSubmit } = form;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={TEXTS.auth.loginTitle}
    >
      <EmailField data-autofocus {...field('email')} />
      <TextField
        label={TEXTS.labels.password}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? AUTH_FORMS.signingIn : AUTH_FORMS.signIn}
      </button>
      {onForgotPassword && (
        <p className="text-center">
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => onForgotPassword(values.email.trim())}
          >
            {AUTH_FORMS.forgotPassword}
          </button>
        </p>
      )}
    </form>
  );
}
