import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  NAME_SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX_LENGTH,
} from '@shop/shared/constants';
import { parseRowId } from '@shop/shared/ids';
import type { AdminProductsParams } from '../../features/catalog/product-admin-api';
import { paths } from '../../lib/paths';
import { lastPageWithin, parsePage } from '../../lib/url-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The staff list as kept in its address: ?q=&category_id=&page= (spec §2 Admin products). */
export function parseAdminProductsView(params: URLSearchParams): AdminProductsParams {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    categoryId: parseRowId(params.get('category_id')),
    page: parsePage(params.get('page'), lastPageWithin(ADMIN_PRODUCTS_PAGE_SIZE)),
  };
}

export function adminProductsHref(view: AdminProductsParams): string {
  return paths.admin.products.href(view);
}

/**
 * The list's view and its filters. The text box is the person's own state: what they type reaches
 * the address (and the request) once they pause for 500 ms (spec §9); a changed filter starts at
 * page 1. An address changed from outside (the back button) puts its text back into the box.
 */
export function useAdminProductsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseAdminProductsView(params);
  const [text, setText] = useState(view.q);

  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    if (text.trim() !== view.q) setText(view.q);
  }

  const typed = useDebouncedValue(text.trim(), NAME_SEARCH_DEBOUNCE_MS);
  // only a new pause in typing moves the address, not an address that changed under an old one
  const committed = useRef(typed);
  const { q, categoryId } = view;
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    if (typed !== q) void navigate(adminProductsHref({ q: typed, categoryId, page: 1 }));
  }, [typed, q, categoryId, navigate]);

  const setCategory = useCallback(
    (category: string) => void navigate(adminProductsHref({ q, categoryId: parseRowId(category), page: 1 })),
    [navigate, q],
  );

  return {
    view,
    text,
    setText,
    setCategory,
    hrefForPage: (page: number) => adminProductsHref({ ...view, page }),
  };
}
