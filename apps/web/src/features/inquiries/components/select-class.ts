/** The admin list's selects (filters and each inquiry's status), at least 44 px tall. */
export const selectClass =
  'min-h-11 w-full cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 ' +
  'hover:border-brand-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
