import { DISCOUNT_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { parseRowId } from '@shop/shared/ids';
import { defineAdminList, pageWithin, useAdminListState } from '../../lib/admin-list-state';
import { paths } from '../../lib/paths';
import { parseChoice, parseSearchText } from '../../lib/url-query';

const SEARCH_MODES = ['category', 'name'] as const;
export type ProductSearchMode = (typeof SEARCH_MODES)[number];

/**
 * What the discounts page shows, kept in its address so a reload or the back button returns to it:
 * the open discount and its product search (by category or by name, the page of 30).
 */
export interface DiscountAdminFilters {
  discountId: number | null;
  by: ProductSearchMode;
  categoryId: number | null;
  q: string;
}

export const discountAdminList = defineAdminList<DiscountAdminFilters>({
  params: {
    discountId: { name: 'discount', parse: parseRowId },
    by: { name: 'by', parse: (raw) => parseChoice(raw, SEARCH_MODES, 'category') },
    categoryId: { name: 'category', parse: parseRowId },
    q: { name: 'q', parse: parseSearchText },
  },
  page: pageWithin(DISCOUNT_PRODUCTS_PAGE_SIZE),
  href: (view) =>
    view.discountId === null
      ? paths.admin.discounts.href()
      : paths.admin.discounts.href({
          discount: view.discountId,
          by: view.by === 'category' ? undefined : view.by,
          category: view.categoryId ?? undefined,
          q: view.q,
          page: view.page,
        }),
});

export function useDiscountAdminView() {
  const { view, show, setFilters, hrefForPage } = useAdminListState(discountAdminList);
  return {
    view,
    /** opens a discount's products (null closes them); the product search stays as it was */
    openDiscount: (discountId: number | null) => show({ ...view, discountId }),
    /** a new search starts on its first page; typing does not pile up history entries */
    search: (changes: Partial<Omit<DiscountAdminFilters, 'discountId'>>) =>
      setFilters(changes, { replace: true }),
    hrefForPage,
  };
}
