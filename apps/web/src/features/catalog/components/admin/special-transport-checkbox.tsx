import { useId } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';

/**
 * The form's text of the special-transport mark, as the multipart field sends it: 'true' or 'false';
 * '' while the stored mark is not known (a product opened from a storefront card) and the admin has not
 * touched the box: then nothing is sent and the server keeps the mark as it is.
 */
export type SpecialTransportValue = 'true' | 'false' | '';

export const specialTransportValue = (mark: boolean | undefined): SpecialTransportValue =>
  mark === undefined ? '' : mark ? 'true' : 'false';

/** The checked value as the shared schema's multipart flag (undefined: not sent, unchanged). */
export const specialTransportField = (value: string): 'true' | 'false' | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

interface SpecialTransportCheckboxProps {
  value: string;
  onChange: (value: SpecialTransportValue) => void;
  /** what the mark means for this record (a product, or every product of a category) */
  hint: string;
  error?: string;
  disabled?: boolean;
}

/**
 * 'Нужен особый транспорт (длинномер, тяжёлый груз)' (issue 25): the delivery cost of an order holding
 * such goods is set by the manager.
 */
export function SpecialTransportCheckbox({
  value,
  onChange,
  hint,
  error,
  disabled,
}: SpecialTransportCheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name="special_transport"
          type="checkbox"
          checked={value === 'true'}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {ADMIN_PAGES.products.specialTransport}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 ml-7.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 ml-7.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
