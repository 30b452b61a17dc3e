import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';

interface SortSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
  /** the field's name in its form, for a page used without JavaScript */
  name?: string;
}

/** A list's order as a native select ('Сортировка'), so phones show their own picker. */
export function SortSelect<T extends string>({
  value,
  options,
  labels,
  onChange,
  className = '',
  name,
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only text-sm whitespace-nowrap text-slate-500 sm:not-sr-only">
        {TEXTS.catalog.sortLabel}
      </label>
      <div className="relative max-w-56 min-w-0 flex-1 sm:flex-none">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
          className="min-h-11 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-2.5 text-sm font-medium text-slate-800 hover:border-brand-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:pr-9 sm:pl-3"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
