/** Class names of the shop's buttons and button-like links; every one is at least 44 px tall. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse' | 'outlineDark';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 sm:text-base';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-700',
  /** an action that cannot be undone (cancelling an order) */
  danger: 'border border-red-300 bg-white text-red-700 hover:border-red-500 hover:bg-red-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-brand-700',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50',
  outlineDark: 'border border-slate-500 text-white hover:border-brand-400 hover:text-brand-300',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A square 44 px button holding one icon (toolbars and dense rows); give it an aria-label. */
export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
