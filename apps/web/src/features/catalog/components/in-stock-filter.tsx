import { TEXTS } from '@shop/shared/texts';

/**
 * The catalogue's 'В наличии' checkbox (spec §2): on by default, a real checkbox at every width. In a
 * form sent without JavaScript it says `inStock=true`, and the hidden field after it `inStock=false`
 * when it is unticked (the address keeps the first).
 */
export function InStockFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2.5 rounded-lg pr-2 text-sm font-medium text-slate-800 select-none">
      <input
        type="checkbox"
        name="inStock"
        value="true"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 cursor-pointer rounded accent-brand-600"
      />
      {TEXTS.stock.inStock}
      <input type="hidden" name="inStock" value="false" />
    </label>
  );
}
