import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_PRODUCTS_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { parseRowId } from '@shop/shared/ids';
import { paths } from '../../lib/paths';
import { lastPageWithin, parseChoice, parsePage } from '../../lib/url-query';

const SEARCH_MODES = ['category', 'name'] as const;
export type ProductSearchMode = (typeof SEARCH_MODES)[number];

/**
 * What the discounts page shows, kept in its address so a reload or the back button returns to it:
 * the open discount and its product search (by category or by name, the page of 30).
 */
export interface DiscountAdminView {
  discountId: number | null;
  by: ProductSearchMode;
  categoryId: number | null;
  q: string;
  /** 1-based */
  page: number;
}

export function parseDiscountAdminView(params: URLSearchParams): DiscountAdminView {
  return {
    discountId: parseRowId(params.get('discount')),
    by: parseChoice(params.get('by'), SEARCH_MODES, 'category'),
    categoryId: parseRowId(params.get('category')),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    page: parsePage(params.get('page'), lastPageWithin(DISCOUNT_PRODUCTS_PAGE_SIZE)),
  };
}

export function discountAdminHref(view: DiscountAdminView): string {
  if (view.discountId === null) return paths.admin.discounts.href();
  return paths.admin.discounts.href({
    discount: view.discountId,
    by: view.by === 'category' ? undefined : view.by,
    category: view.categoryId ?? undefined,
    q: view.q,
    page: view.page,
  });
}

export function useDiscountAdminView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseDiscountAdminView(params);
  const go = useCallback(
    (next: DiscountAdminView, replace: boolean) => navigate(discountAdminHref(next), { replace }),
    [navigate],
  );
  return {
    view,
    /** opens a discount's products (null closes them); the product search stays as it was */
    openDiscount: (discountId: number | null) => go({ ...view, discountId }, false),
    /** a new search starts on its first page; typing does not pile up history entries */
    search: (changes: Partial<Pick<DiscountAdminView, 'by' | 'categoryId' | 'q'>>) =>
      go({ ...view, ...changes, page: 1 }, true),
    hrefForPage: (page: number) => discountAdminHref({ ...view, page }),
  };
}
