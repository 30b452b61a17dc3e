import { RotateCw } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from './button';

interface LoadErrorProps {
  /** What went wrong, in words a customer understands. */
  message: string;
  onRetry: () => void;
  /** The retry is running: the button is disabled and its icon spins. */
  retrying?: boolean;
}

/** A list that could not be loaded: a readable message and a 'Повторить' button. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-5 text-red-900">
      <p className="font-medium">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'mt-3')}
      >
        <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {TEXTS.common.retry}
      </button>
    </div>
  );
}
