import { TEXTS } from '@shop/shared/texts';

interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = TEXTS.common.loading, className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
