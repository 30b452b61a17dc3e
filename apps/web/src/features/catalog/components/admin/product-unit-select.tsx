import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { PRODUCT_FORM_UNITS } from '@shop/shared/catalog/admin-schemas';
import { okeiByCode, okeiByName, PIECE_UNIT_CODE } from '@shop/shared/catalog/okei';
import type { Product } from '@shop/shared/catalog/schemas';
import { SelectField } from '../../../../ui/select-field';

const P = ADMIN_PAGES.products;

/**
 * The select's value of a unit the shop's list lacks (an imported 'бухта'): it stays chosen and is not
 * sent, so the server keeps it.
 */
export const KEEP_UNIT = 'keep';

/**
 * The unit the form starts with: the product's OKEI code, else the code its name stands for, else
 * KEEP_UNIT for a unit the list lacks, '' for none. A new product is counted in pieces.
 */
export function initialUnitCode(product: Product | null | undefined): string {
  if (!product) return PIECE_UNIT_CODE;
  const code = (product as { unit_code?: unknown }).unit_code;
  const byCode = typeof code === 'string' ? okeiByCode(code) : null;
  const unit = byCode ?? okeiByName(product.unit_name);
  if (unit) return unit.code;
  return product.unit_name?.trim() ? KEEP_UNIT : '';
}

/** The unit as the shared schema reads it: undefined (not sent) keeps an unlisted unit. */
export const unitCodeField = (value: string): string | undefined => (value === KEEP_UNIT ? undefined : value);

interface ProductUnitSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** the product's stored unit name, shown as the KEEP_UNIT option */
  storedUnit?: string | null;
  error?: string;
  disabled?: boolean;
}

/** 'Единица измерения': the OKEI units the shop knows ('шт — Штука'), or none. */
export function ProductUnitSelect({ value, onChange, storedUnit, ...field }: ProductUnitSelectProps) {
  return (
    <SelectField
      {...field}
      label={P.unit}
      name="unit_code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{P.noUnit}</option>
      {value === KEEP_UNIT && storedUnit && <option value={KEEP_UNIT}>{storedUnit}</option>}
      {PRODUCT_FORM_UNITS.map((unit) => (
        <option key={unit.code} value={unit.code}>
          {P.unitOption(unit.name, unit.fullName)}
        </option>
      ))}
    </SelectField>
  );
}
