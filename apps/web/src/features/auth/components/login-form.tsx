import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import { LoginForm as LoginFormSchema } from '@shop/shared/validation';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { FormAlert, TextField } from '../../../ui/text-field';
import { loginRequest } from '../api';

type Field = 'email' | 'password';

export function LoginForm({
  initialEmail = '',
  onSuccess,
}: {
  initialEmail?: string;
  onSuccess?: () => void;
}) {
  const session = useSession();
  const form = useSchemaForm<Field, LoginFormSchema>({
    schema: LoginFormSchema,
    initial: { email: initialEmail, password: '' },
    fallbackError: TEXTS.auth.loginFailed,
    submit: async (data) => {
      const { token } = await loginRequest(data);
      const result = session.login(token);
      if (!result.ok) {
        form.setFormError(result.error);
        return;
      }
      toast.success(TEXTS.auth.loginSuccess);
      onSuccess?.();
    },
  });
  const { formRef, formError, busy, field, onSubmit } = form;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Вход">
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        {...field('email')}
      />
      <TextField label="Пароль" type="password" autoComplete="current-password" {...field('password')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? 'Вход...' : 'Войти'}
      </button>
    </form>
  );
}
