import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { PRODUCT_PROPERTIES_MAX, propertiesText } from '@shop/shared/catalog/admin-schemas';
import type { Product, ProductProperty } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass, iconButtonClass } from '../../../../ui/button';

const P = ADMIN_PAGES.products;

/**
 * The form's text of the characteristics: the rows as JSON (as the multipart field sends them), or ''
 * while they are not known (a product opened from a storefront card): then nothing is sent and the
 * server keeps them.
 */
export function initialPropertiesText(product: Product | null | undefined): string {
  if (!product) return propertiesText([]);
  const rows = (product as { properties?: unknown }).properties;
  return Array.isArray(rows) ? propertiesText(rows as ProductProperty[]) : '';
}

/** The rows of a properties text; none for '' or a text that is not rows. */
export function propertyRows(text: string): ProductProperty[] {
  if (!text) return [];
  try {
    const rows: unknown = JSON.parse(text);
    return Array.isArray(rows) ? (rows as ProductProperty[]) : [];
  } catch {
    return [];
  }
}

/** The characteristics as the shared schema reads them: undefined (not sent) keeps the stored ones. */
export const propertiesField = (text: string): string | undefined => (text === '' ? undefined : text);

interface ProductPropertiesFieldProps {
  /** the properties text (initialPropertiesText) */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * 'Характеристики' of the product page as name/value rows: add and remove rows, at most
 * PRODUCT_PROPERTIES_MAX. The schema drops empty rows and refuses a name given twice.
 */
export function ProductPropertiesField({ value, onChange, error, disabled }: ProductPropertiesFieldProps) {
  const id = useId();
  const rows = propertyRows(value);
  const update = (next: ProductProperty[]) => onChange(propertiesText(next));
  const edit = (index: number, part: keyof ProductProperty, text: string) =>
    update(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const inputClass = `block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        {TEXTS.productPage.properties}
        <span className="font-normal text-slate-500"> ({TEXTS.common.optional})</span>
      </legend>
      {rows.length > 0 && (
        <div
          className="mb-1 hidden grid-cols-[2fr_3fr_2.75rem] gap-2 text-sm text-slate-500 sm:grid"
          aria-hidden="true"
        >
          <span>{ADMIN_PAGES.form.name}</span>
          <span>{P.propertyValueColumn}</span>
        </div>
      )}
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li
            // rows have no id of their own; every input is controlled, so the index is enough
            key={index}
            // on a phone each row is a framed pair, so a name is not read with the next row's value
            className="grid grid-cols-[1fr_2.75rem] gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[2fr_3fr_2.75rem] sm:border-0 sm:p-0"
          >
            <input
              aria-label={P.propertyName(index + 1)}
              value={row.name}
              autoComplete="off"
              className={inputClass}
              onChange={(event) => edit(index, 'name', event.target.value)}
            />
            <input
              aria-label={P.propertyValue(index + 1)}
              value={row.value}
              autoComplete="off"
              className={`${inputClass} col-start-1 sm:col-start-auto`}
              onChange={(event) => edit(index, 'value', event.target.value)}
            />
            <button
              type="button"
              aria-label={P.removeProperty(index + 1)}
              className={`${iconButtonClass} row-span-2 row-start-1 col-start-2 self-center hover:text-red-700 sm:row-span-1 sm:col-start-3`}
              onClick={() => update(rows.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', 'mt-2')}
        disabled={disabled || rows.length >= PRODUCT_PROPERTIES_MAX}
        onClick={() => update([...rows, { name: '', value: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {P.addProperty}
      </button>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {P.propertiesHint(PRODUCT_PROPERTIES_MAX)}
        </p>
      )}
    </fieldset>
  );
}
