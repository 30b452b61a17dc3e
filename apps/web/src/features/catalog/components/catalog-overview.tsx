import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { isPromoCategory, sortCategoriesByName } from '@shop/shared/catalog/category-tree';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import type { Crumb } from '../../../ui/breadcrumbs';
import { PageTitle } from '../../../ui/page-title';
import { Skeleton } from '../../../ui/skeleton';
import { useCategories } from '../api';
import { CategoryCardGrid } from './category-card';

/** Navigation state left behind when an unknown category was reset (spec §2, catalogue query rules). */
interface CatalogNavigationState {
  categoryNotFound?: boolean;
}

/**
 * Resets an unknown category to the whole catalogue; the catalogue then shows 'Категория не найдена…'
 * (spec §2). Used when the category list does not know the id and when the products call answers 404.
 */
export function useResetUnknownCategory(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(paths.catalog.href(), {
      replace: true,
      state: { categoryNotFound: true } satisfies CatalogNavigationState,
    });
  }, [navigate]);
}

/** The parent chain of a category, root first (guards against cycles in bad data). */
export function categoryChain(categories: readonly CategoryBase[], id: number): CategoryBase[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const chain: CategoryBase[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    chain.unshift(current);
    seen.add(current.id);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}

/**
 * Catalogue heading: breadcrumbs from the category's parent chain, the title and the subcategory buttons.
 * An unknown category id is reset to the whole catalogue with the spec's message.
 */
export function CatalogOverview({ categoryId }: { categoryId: number | null }) {
  const { data: categories, isPending } = useCategories();
  const resetUnknownCategory = useResetUnknownCategory();
  const location = useLocation();
  const resetNotice = (location.state as CatalogNavigationState | null)?.categoryNotFound === true;

  const chain = categories && categoryId !== null ? categoryChain(categories, categoryId) : [];
  const current = chain[chain.length - 1];
  const unknown = !!categories && categoryId !== null && !current;

  useEffect(() => {
    if (unknown) resetUnknownCategory();
  }, [unknown, resetUnknownCategory]);

  const crumbs: Crumb[] = [
    { label: TEXTS.nav.home, href: paths.home.href() },
    { label: TEXTS.nav.catalog, href: current ? paths.catalog.href() : undefined },
    ...chain.map((category, index) => ({
      label: category.name,
      href: index < chain.length - 1 ? paths.catalog.href({ categoryId: category.id }) : undefined,
    })),
  ];

  const children = categories
    ? sortCategoriesByName(
        categories.filter((category) =>
          current
            ? category.parent_id === current.id
            : category.parent_id === null && !isPromoCategory(category),
        ),
      )
    : [];

  return (
    <div className="space-y-4">
      <Breadcrumbs items={crumbs} />
      <PageTitle>{current?.name ?? TEXTS.nav.catalog}</PageTitle>
      {resetNotice && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {TEXTS.catalog.categoryNotFound}
        </p>
      )}
      {isPending && categoryId !== null ? (
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-11 w-32" />
          ))}
        </div>
      ) : current ? (
        children.length > 0 && (
          <nav aria-label={TEXTS.catalog.subcategories}>
            <ul className="flex flex-wrap gap-2">
              {children.map((category) => (
                <li key={category.id}>
                  <Link
                    to={paths.catalog.href({ categoryId: category.id })}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      ) : (
        children.length > 0 && (
          <nav aria-label={TEXTS.catalog.sections}>
            <CategoryCardGrid categories={children} />
          </nav>
        )
      )}
    </div>
  );
}
