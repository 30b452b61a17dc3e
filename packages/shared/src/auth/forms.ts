/**
 * The texts of the sign-in panel's forms (login, registration, e-mail code, password reset; wording not
 * given by the spec). Kept out of TEXTS so the storefront's first download does not carry them: they
 * load with the panel. The step titles and the server's answers are in TEXTS.auth.
 */
export const AUTH_FORMS = {
  signIn: 'Войти',
  signingIn: 'Вход...',
  signUp: 'Зарегистрироваться',
  signingUp: 'Регистрация...',
  registerFailed: 'Не удалось зарегистрироваться. Попробуйте ещё раз',
  noAccount: 'Нет аккаунта?',
  haveAccount: 'Уже есть аккаунт?',
  backToLogin: 'Вернуться ко входу',
  forgotPassword: 'Забыли пароль?',
  forgotHint: 'Укажите email, с которым вы регистрировались. Мы пришлём на него код для смены пароля.',
  getCode: 'Получить код',
  codeLabel: 'Код из письма',
  verifying: 'Проверка...',
  resendCode: 'Отправить код ещё раз',
  /** the wait before a new code may be asked for: '(30 с)' */
  resendIn: (seconds: number) => `(${seconds} с)`,
  newPassword: 'Новый пароль',
  changePassword: 'Сменить пароль',
} as const;
