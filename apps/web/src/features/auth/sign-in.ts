import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import type { Session } from '../../lib/session/session-context';

/**
 * Ends a successful login or e-mail confirmation: the session takes the server's token and the customer
 * is greeted; a token the session refuses becomes the form's error instead (spec §5, 'Токен не получен').
 */
export function completeSignIn(
  session: Session,
  token: unknown,
  form: { setFormError: (message: string) => void },
  onSuccess?: () => void,
  /** the greeting: 'Успешный вход в систему', or what else happened (the e-mail confirmed) */
  greeting: string = TEXTS.auth.loginSuccess,
) {
  const result = session.login(token);
  if (!result.ok) {
    form.setFormError(result.error);
    return;
  }
  toast.success(greeting);
  onSuccess?.();
}
