import { Link } from 'react-router';
import { BadgePercent, ChevronRight, RotateCw } from 'lucide-react';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api';
import { categoryIcon } from '../category-icon';
import { buildCategoryMenu } from '../category-menu';

interface CategorySidebarViewProps {
  categories: readonly CategoryBase[] | undefined;
  isLoading: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Called when a category link is followed (closes the drawer). */
  onNavigate?: () => void;
  activeCategoryId?: number | null;
}

const itemClass =
  'group flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-[15px] text-slate-700 transition-colors ' +
  'hover:bg-brand-50 hover:text-brand-800';
const activeClass = 'bg-brand-50 font-semibold text-brand-800';

/** The category list of the catalogue drawer and the catalogue page (spec §2, category sidebar). */
export function CategorySidebarView({
  categories,
  isLoading,
  isError = false,
  onRetry,
  onNavigate,
  activeCategoryId = null,
}: CategorySidebarViewProps) {
  if (isLoading) {
    return (
      <p role="status" className="px-3 py-4 text-slate-500">
        {TEXTS.common.loading}
      </p>
    );
  }
  if (isError && !categories) {
    return (
      <div role="alert" className="space-y-3 px-3 py-4 text-slate-600">
        <p>{TEXTS.catalog.categoriesLoadFailed}</p>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 font-medium hover:border-brand-400 hover:text-brand-700"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {TEXTS.common.retry}
          </button>
        )}
      </div>
    );
  }

  const { promotions, topLevel } = buildCategoryMenu(categories ?? []);
  if (promotions.length === 0 && topLevel.length === 0) {
    return <p className="px-3 py-4 text-slate-500">{TEXTS.catalog.categoriesNotFound}</p>;
  }

  const renderLink = (category: CategoryBase, promo: boolean) => {
    const Icon = promo ? BadgePercent : categoryIcon(category.name);
    const active = category.id === activeCategoryId;
    return (
      <li key={category.id}>
        <Link
          to={paths.catalog.href({ categoryId: category.id })}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={`${itemClass} ${active ? activeClass : ''}`}
        >
          <Icon
            aria-hidden="true"
            data-icon={Icon.displayName}
            className={`size-5 shrink-0 ${promo ? 'text-brand-600' : 'text-slate-400 group-hover:text-brand-600'}`}
          />
          <span className="min-w-0 flex-1">{category.name}</span>
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500"
          />
        </Link>
      </li>
    );
  };

  return (
    <nav aria-label={TEXTS.catalog.categoriesNav} className="space-y-4">
      {promotions.length > 0 && (
        <section aria-labelledby="category-sidebar-promotions" className="rounded-xl bg-brand-50/60 p-1.5">
          <h2
            id="category-sidebar-promotions"
            className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-brand-700 uppercase"
          >
            {TEXTS.nav.promotions}
          </h2>
          <ul>{promotions.map((category) => renderLink(category, true))}</ul>
        </section>
      )}
      {topLevel.length > 0 && (
        <ul aria-label={TEXTS.catalog.allCategories}>
          {topLevel.map((category) => renderLink(category, false))}
        </ul>
      )}
    </nav>
  );
}

/** The category list with its data (GET /api/categories, cached for an hour). */
export function CategorySidebar({
  onNavigate,
  activeCategoryId,
}: {
  onNavigate?: () => void;
  activeCategoryId?: number | null;
}) {
  const { data, isPending, isError, refetch } = useCategories();
  return (
    <CategorySidebarView
      categories={data}
      isLoading={isPending && !isError}
      isError={isError}
      onRetry={() => void refetch()}
      onNavigate={onNavigate}
      activeCategoryId={activeCategoryId}
    />
  );
}
