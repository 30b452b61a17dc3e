/** A text button inside the auth modal (switch of steps, "Забыли пароль?"); 44 px tall for touch. */
export const linkButtonClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';
