import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_PRODUCTS_PAGE_SIZE, NAME_SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { parseRowId } from '@shop/shared/ids';
import type { AdminProductsParams } from '../../features/catalog/product-admin-api';
import { defineAdminList, pageWithin, useAdminListState } from '../../lib/admin-list-state';
import { paths } from '../../lib/paths';
import { parseSearchText } from '../../lib/url-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The staff list as kept in its address: ?q=&category_id=&page= (spec §2 Admin products). */
export const adminProductsList = defineAdminList<Omit<AdminProductsParams, 'page'>>({
  params: {
    q: { name: 'q', parse: parseSearchText },
    categoryId: { name: 'category_id', parse: parseRowId },
  },
  page: pageWithin(ADMIN_PRODUCTS_PAGE_SIZE),
  href: paths.admin.products.href,
});

/**
 * The list's view and its filters. The text box is the person's own state: what they type reaches
 * the address (and the request) once they pause for 500 ms (spec §9); a changed filter starts at
 * page 1. An address changed from outside (the back button) puts its text back into the box.
 */
export function useAdminProductsView() {
  const { view, setFilters, hrefForPage } = useAdminListState(adminProductsList);
  const [text, setText] = useState(view.q);

  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    if (text.trim() !== view.q) setText(view.q);
  }

  const typed = useDebouncedValue(text.trim(), NAME_SEARCH_DEBOUNCE_MS);
  // only a new pause in typing moves the address, not an address that changed under an old one
  const committed = useRef(typed);
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    if (typed !== view.q) setFilters({ q: typed });
  }, [typed, view.q, setFilters]);

  const setCategory = useCallback(
    (category: string) => setFilters({ categoryId: parseRowId(category) }),
    [setFilters],
  );

  return {
    view,
    text,
    setText,
    setCategory,
    hrefForPage,
  };
}
