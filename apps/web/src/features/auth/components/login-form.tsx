import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { LoginInput } from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { completeSignIn } from '../sign-in';
import { buttonClass } from '../../../ui/button';
import { cleanCode, CodeField } from '../../../ui/code-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { loginRequest } from '../api';
import { EmailField } from '../../../ui/email-field';
import { linkButtonClass } from './link-button';

type Field = 'email' | 'password' | 'code';

interface LoginFormProps {
  initialEmail?: string;
  onSuccess?: () => void;
  /** The account exists but its e-mail is not confirmed yet (403 EMAIL_NOT_VERIFIED). */
  onEmailNotVerified?: (email: string, notice: string) => void;
  onForgotPassword?: (email: string) => void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Неверный email или пароль' answers a refused password only: a server in trouble (5xx without a
 * message of its own) or no answer at all says so instead.
 */
function loginFallback(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  return status === undefined || status >= 500 ? TEXTS.errors.serviceUnavailable : TEXTS.auth.loginFailed;
}

/**
 * Sign-in with e-mail and password. An account that has seen too many wrong passwords from elsewhere
 * also wants the code the server mails (403 LOGIN_CODE_REQUIRED): the form then shows why, asks for the
 * code and sends it with the password.
 */
export function LoginForm({
  initialEmail = '',
  onSuccess,
  onEmailNotVerified,
  onForgotPassword,
}: LoginFormProps) {
  const session = useSession();
  /** the account that was asked for a code, and the server's words why */
  const [codeAsked, setCodeAsked] = useState<{ email: string; notice: string } | null>(null);
  /** 'Отправить код ещё раз' submits without the code: the server mails a new one if the old is gone */
  const withoutCode = useRef(false);
  const codeWanted = (email: string) => codeAsked !== null && sameEmail(codeAsked.email, email);
  const form = useSchemaForm<Field, LoginInput>({
    schema: LoginInput,
    initial: { email: initialEmail, password: '', code: '' },
    prepare: ({ email, password, code }) => {
      const sendCode = codeWanted(email) && !withoutCode.current;
      withoutCode.current = false;
      return { email, password, ...(sendCode ? { code: cleanCode(code) } : {}) };
    },
    fallbackError: loginFallback,
    submit: async (data) => {
      let answer;
      try {
        answer = await loginRequest(data);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED' && onEmailNotVerified) {
          onEmailNotVerified(data.email, error.serverMessage ?? TEXTS.auth.emailNotVerified);
          return;
        }
        if (error instanceof ApiRequestError && error.code === 'LOGIN_CODE_REQUIRED') {
          const notice = error.serverMessage ?? TEXTS.auth.loginCodeSent;
          // asked again ('Отправить код ещё раз'): the notice stays as it was, so a toast says it
          if (codeWanted(data.email)) toast.info(notice);
          setCodeAsked({ email: data.email, notice });
          form.change('code', '');
          return;
        }
        throw error;
      }
      completeSignIn(session, answer.token, form, onSuccess);
    },
  });
  const { formRef, formError, busy, field, values, onSubmit } = form;
  const needsCode = codeWanted(values.email);

  const resendCode = () => {
    withoutCode.current = true;
    formRef.current?.requestSubmit();
  };

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
      {needsCode && codeAsked && (
        <>
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
            {codeAsked.notice}
          </p>
          <CodeField label={TEXTS.auth.loginCodeLabel} autoFocus {...field('code')} />
        </>
      )}
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? AUTH_FORMS.signingIn : AUTH_FORMS.signIn}
      </button>
      {(needsCode || onForgotPassword) && (
        <p className="flex flex-wrap justify-center gap-x-6">
          {needsCode && (
            <button type="button" disabled={busy} className={linkButtonClass} onClick={resendCode}>
              {AUTH_FORMS.resendCode}
            </button>
          )}
          {onForgotPassword && (
            <button
              type="button"
              className={linkButtonClass}
              onClick={() => onForgotPassword(values.email.trim())}
            >
              {AUTH_FORMS.forgotPassword}
            </button>
          )}
        </p>
      )}
    </form>
  );
}
