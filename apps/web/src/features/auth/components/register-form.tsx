import { toast } from 'react-toastify';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { RegisterForm as RegisterFormSchema } from '@shop/shared/validation';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { FormAlert, TextField } from '../../../ui/text-field';
import { registerRequest } from '../api';

type Field = 'username' | 'email' | 'password' | 'full_name' | 'phone';

// wording not given by the spec
const REGISTER_FAILED = 'Не удалось зарегистрироваться. Попробуйте ещё раз';
const REGISTERED = 'Регистрация прошла успешно. Войдите, используя email и пароль';

interface RegisterFormProps {
  /** Signed in at once (the server answered with a token). */
  onSuccess?: () => void;
  /** Registered without a token: continue with the login form. */
  onRegistered?: (email: string) => void;
}

export function RegisterForm({ onSuccess, onRegistered }: RegisterFormProps) {
  const session = useSession();
  const form = useSchemaForm<Field, RegisterFormSchema>({
    schema: RegisterFormSchema,
    initial: { username: '', email: '', password: '', full_name: '', phone: '' },
    fallbackError: REGISTER_FAILED,
    submit: async (data) => {
      const answer = await registerRequest(data);
      if (answer.token !== undefined) {
        const result = session.login(answer.token);
        if (!result.ok) {
          form.setFormError(result.error);
          return;
        }
        toast.success(TEXTS.auth.loginSuccess);
        onSuccess?.();
        return;
      }
      toast.success(typeof answer.message === 'string' && answer.message ? answer.message : REGISTERED);
      onRegistered?.(data.email);
    },
  });
  const { formRef, formError, busy, field, onSubmit } = form;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Регистрация">
      <TextField
        label="Имя пользователя"
        autoComplete="username"
        autoCapitalize="none"
        data-autofocus
        {...field('username')}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...field('email')}
      />
      <TextField
        label="Пароль"
        type="password"
        autoComplete="new-password"
        hint={`Не менее ${PASSWORD_MIN_LENGTH} символов`}
        {...field('password')}
      />
      <TextField label="ФИО" optional autoComplete="name" {...field('full_name')} />
      <TextField label="Телефон" optional type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
        {busy ? 'Регистрация...' : 'Зарегистрироваться'}
      </button>
    </form>
  );
}
