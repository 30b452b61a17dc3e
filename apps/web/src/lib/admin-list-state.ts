import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lastPageWithin, parsePage } from './url-query';

/**
 * An admin list's state kept in its address (filters, tabs, search text, page), so a reload or the
 * back button returns to it. A list declares its params once with `defineAdminList`; its page reads and
 * changes them with `useAdminListState`.
 */

/** One filter of a list: the search param that keeps it and its reader (anything odd is the default). */
export interface ListParam<Value> {
  name: string;
  parse: (raw: string | null) => Value;
}

/** A list's filters and its 1-based page. */
export type ListView<Filters> = Filters & { page: number };

export interface AdminListDefinition<Filters> {
  params: { [Key in keyof Filters]: ListParam<Filters[Key]> };
  /** reads the page param (`pageWithin` for a list of pages the server can offset to) */
  page: (raw: string | null) => number;
  /** the list's address for a view, its `paths` builder */
  href: (view: ListView<Filters>) => string;
}

export interface AdminList<Filters> extends AdminListDefinition<Filters> {
  /** the view an address asks for */
  parse: (params: URLSearchParams) => ListView<Filters>;
}

export function defineAdminList<Filters>(definition: AdminListDefinition<Filters>): AdminList<Filters> {
  const entries = Object.entries(definition.params) as [string, ListParam<unknown>][];
  return {
    ...definition,
    parse: (params) => {
      const filters = Object.fromEntries(
        entries.map(([key, param]) => [key, param.parse(params.get(param.name))]),
      );
      return { ...(filters as Filters), page: definition.page(params.get('page')) };
    },
  };
}

/** Reads the page of a list of `pageSize` items: 1 for anything odd, at most the server's last one. */
export function pageWithin(pageSize: number): (raw: string | null) => number {
  const maxPage = lastPageWithin(pageSize);
  return (raw) => parsePage(raw, maxPage);
}

export interface NavigateOptions {
  /** replaces the history entry (typing, a page past the end) instead of adding one */
  replace?: boolean;
}

/** The list's view from the address and its changes; every change moves the address. */
export function useAdminListState<Filters>(list: AdminList<Filters>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => list.parse(params), [list, params]);

  /** shows another view */
  const show = useCallback(
    (next: ListView<Filters>, { replace = false }: NavigateOptions = {}) =>
      void navigate(list.href(next), { replace }),
    [list, navigate],
  );
  /** changed filters start on page 1 */
  const setFilters = useCallback(
    (changes: Partial<Filters>, options?: NavigateOptions) => show({ ...view, ...changes, page: 1 }, options),
    [show, view],
  );
  const goToPage = useCallback(
    (page: number, options?: NavigateOptions) => show({ ...view, page }, options),
    [show, view],
  );
  const hrefForPage = useCallback((page: number) => list.href({ ...view, page }), [list, view]);

  return { view, show, setFilters, goToPage, hrefForPage };
}
