import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { TextField } from '../../../../ui/text-field';
import { useCategories } from '../../api';
import { ProductCategorySelect } from './product-category-select';

const P = ADMIN_PAGES.products;

interface ProductAdminFiltersProps {
  /** what is typed; the page debounces it into the address */
  text: string;
  onTextChange: (text: string) => void;
  /** a category id or '' */
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
}

/** The staff list's filters (spec §2 Admin products): name or article, and the category. */
export function ProductAdminFilters({
  text,
  onTextChange,
  categoryId,
  onCategoryChange,
}: ProductAdminFiltersProps) {
  const categories = useCategories();
  return (
    <form
      aria-label={P.filters}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <TextField
        label={P.search}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <ProductCategorySelect
        label={P.category}
        emptyLabel={TEXTS.catalog.allCategories}
        categories={categories.data ?? []}
        value={categoryId}
        onChange={onCategoryChange}
      />
    </form>
  );
}
