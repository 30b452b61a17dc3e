import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { RegisterForm as RegisterFormSchema } from '@shop/shared/validation';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, consentGiven } from '../../../ui/consent-checkbox';
import { FormAlert, TextField } from '../../../ui/text-field';
import { messageOr, registerRequest } from '../api';
import { EmailField } from '../../../ui/email-field';
import { NewPasswordField } from './new-password-field';

type Field = 'username' | 'email' | 'password' | 'full_name' | 'phone' | 'consent';

/**
 * Registration with the unticked personal-data consent (152-ФЗ); the account is confirmed with the code
 * the server mails (`onRegistered`).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string, notice: string) => void }) {
  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<Field, RegisterFormSchema>({
    schema: RegisterFormSchema,
    initial: { username: '', email: '', password: '', full_name: '', phone: '', consent: '' },
    prepare: (raw) => ({ ...raw, consent: consentGiven(raw.consent) }),
    fallbackError: AUTH_FORMS.registerFailed,
    submit: async (data) => {
      const answer = await registerRequest(data);
      const email = typeof answer.email === 'string' && answer.email ? answer.email : data.email;
      onRegistered(email, messageOr(answer, TEXTS.auth.registered));
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={TEXTS.auth.registerTitle}
    >
      <TextField
        label={TEXTS.labels.username}
        autoComplete="username"
        autoCapitalize="none"
        data-autofocus
        {...field('username')}
      />
      <EmailField {...field('email')} />
      <NewPasswordField {...field('password')} />
      <TextField label={TEXTS.labels.fullName} optional autoComplete="name" {...field('full_name')} />
      <TextField
        label={TEXTS.labels.phone}
        optional
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? AUTH_FORMS.signingUp : AUTH_FORMS.signUp}
      </button>
    </form>
  );
}
