import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATION_WINDOW } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers to show. `window`: up to PAGINATION_WINDOW consecutive pages around the current one
 * (catalogue, spec §9). `ellipsis`: the first and last page always, the neighbours of the current one,
 * and a gap where pages are left out (search results, spec §2).
 */
export function pageItems(page: number, totalPages: number, mode: 'window' | 'ellipsis'): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const pages: number[] = [];
  if (mode === 'window') {
    const size = Math.min(PAGINATION_WINDOW, totalPages);
    const first = Math.min(Math.max(current - Math.floor(size / 2), 1), totalPages - size + 1);
    for (let p = first; p < first + size; p += 1) pages.push(p);
    return pages.map((p) => ({ kind: 'page', page: p }));
  }
  for (let p = 1; p <= totalPages; p += 1) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= 1) pages.push(p);
  }
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: 'gap', key: `gap-${p}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page: pages are addresses, so they survive a reload and the back button. */
  hrefFor: (page: number) => string;
  mode?: 'window' | 'ellipsis';
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold transition-colors';

export function Pagination({ page, totalPages, hrefFor, mode = 'window' }: PaginationProps) {
  const items = pageItems(page, totalPages, mode);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const arrow = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > totalPages ? (
      <span aria-hidden="true" className={`${cell} text-slate-300`}>
        {icon}
      </span>
    ) : (
      <Link to={hrefFor(target)} aria-label={label} className={`${cell} text-slate-700 hover:bg-slate-100`}>
        {icon}
      </Link>
    );

  return (
    <nav aria-label={TEXTS.pagination.label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {arrow(
            current - 1,
            TEXTS.pagination.previous,
            <ChevronLeft aria-hidden="true" className="size-5" />,
          )}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={`${cell} text-slate-500`}>
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <span aria-current="page" className={`${cell} bg-brand-700 text-white`}>
                  {item.page}
                </span>
              ) : (
                <Link
                  to={hrefFor(item.page)}
                  aria-label={TEXTS.pagination.page(item.page)}
                  className={`${cell} border border-slate-200 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700`}
                >
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {arrow(current + 1, TEXTS.pagination.next, <ChevronRight aria-hidden="true" className="size-5" />)}
        </li>
      </ul>
    </nav>
  );
}
