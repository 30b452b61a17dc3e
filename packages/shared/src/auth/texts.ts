/**
 * Sign-in, registration, e-mail codes and sessions: the sign-in panel's titles and the server's
 * answers (the forms' own texts: auth/forms.ts). Strings are the spec's wording verbatim; entries
 * under a "wording not given by the spec" comment are ours.
 */
import { charactersWord } from '../common/plural.js';

export const AUTH_TEXTS = {
  tokenMissingInResponse: 'Токен не получен',
  loginFailed: 'Неверный email или пароль',
  loginSuccess: 'Успешный вход в систему',
  logoutSuccess: 'Вы вышли из системы',
  sessionExpired: 'Сессия истекла. Войдите снова',
  authTokenMissing: 'Токен авторизации отсутствует',
  adminOnly: 'Доступно только администраторам',
  // server answers; wording not given by the spec
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  registered: 'Регистрация почти завершена: мы отправили код подтверждения на вашу почту',
  emailNotVerified: 'Email не подтверждён. Введите код из письма или запросите новый код',
  verified: 'Email подтверждён',
  /** the toast after the e-mail code of a registration signs the customer in */
  verifiedSignedIn: 'Почта подтверждена, вы вошли в магазин',
  codeResent: 'Если аккаунт с этим email ожидает подтверждения, мы отправили на него новый код',
  resetRequested: 'Если аккаунт с этим email существует, мы отправили на него код для сброса пароля',
  passwordChanged: 'Пароль изменён. Войдите с новым паролем',
  codeInvalid: 'Неверный код',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeAttemptsExceeded: 'Слишком много неверных попыток. Запросите новый код',
  codeFormat: 'Код состоит из 6 цифр',
  codeRequired: 'Введите код из письма',
  passwordTooCommon: 'Этот пароль слишком распространён. Придумайте другой',
  tooManyAttempts: (minutes: number) => `Слишком много попыток. Попробуйте снова через ${minutes} мин.`,
  unauthorized: 'Требуется вход в систему',
  // the sign-in modal and the header; wording not given by the spec (the forms' texts: auth/forms.ts)
  loginTitle: 'Вход',
  registerTitle: 'Регистрация',
  verifyTitle: 'Подтверждение email',
  forgotTitle: 'Восстановление пароля',
  resetTitle: 'Смена пароля',
  loginRequired: 'Войдите в личный кабинет, чтобы открыть эту страницу.',
  checking: 'Проверка входа...',
  logout: 'Выйти',
  // sign-in with a code when an account has seen too many wrong passwords from elsewhere
  loginCodeSent: 'Для защиты аккаунта мы отправили код для входа на вашу почту. Введите его вместе с паролем',
  loginCodeLabel: 'Код для входа из письма',
  // e-mail change: the new address counts only after the code sent to it is entered
  emailChangePending: (email: string) =>
    `Мы отправили код на ${email}. Новый адрес заработает после того, как вы введёте код`,
  emailChanged: 'Email изменён',
  pendingEmail: (email: string) => `Ожидает подтверждения: ${email}`,
  keepCurrentEmail: 'Оставить прежний email',
  emailChangeDropped: 'Смена email отменена',
  busy: 'Сервер сейчас занят проверкой паролей. Попробуйте ещё раз через минуту',
  passwordHint: (min: number) => `Не менее ${min} ${charactersWord(min)}`,
} as const;
