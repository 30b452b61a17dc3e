import { isPromoCategory } from '@shop/shared/catalog/category-tree';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { IdOptions, SelectField } from '../../../../ui/select-field';
import { parentOptions } from '../../category-parents';

interface ProductCategorySelectProps {
  label: string;
  /** a category id, or '' */
  value: string;
  onChange: (value: string) => void;
  categories: readonly CategoryBase[];
  /** the option of '' ('Все категории', 'Выберите категорию') */
  emptyLabel: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A category select for products: each category under its parent, indented by its depth. The
 * 'Акции' categories pick their products by discount, not by category, so they are left out — except
 * the chosen one (a product already put there), which must stay visible.
 */
export function ProductCategorySelect({
  value,
  onChange,
  categories,
  emptyLabel,
  ...field
}: ProductCategorySelectProps) {
  const placeable = categories.filter(
    (category) => String(category.id) === value || !isPromoCategory(category),
  );
  return (
    <SelectField
      {...field}
      name="category_id"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <IdOptions options={parentOptions(placeable)} emptyLabel={emptyLabel} />
    </SelectField>
  );
}
