import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  /** the <option>s */
  children: ReactNode;
};

/** A labelled native select (phones show their own picker) with its error wired for screen readers. */
export function SelectField({ label, error, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          {...select}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block h-11 w-full cursor-pointer appearance-none truncate rounded-lg border bg-white pr-9 pl-3 text-base text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The <option>s of a select of records: `emptyLabel` (value '') first, then each record's label with
 * its id as the value. Nothing but the empty option while `options` load.
 */
export function IdOptions({
  options,
  emptyLabel,
}: {
  options: ReadonlyArray<{ id: number; label: string }> | undefined;
  emptyLabel: string;
}) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {options?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </>
  );
}
