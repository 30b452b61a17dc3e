import { TEXTS } from '@shop/shared/texts';
import { useCategories } from '../api';
import { buildCategoryMenu } from '../category-menu';
import { CategoryCardGrid } from './category-card';
import { HomeSection } from './home-section';

const MAX_CARDS = 16;

/** Home page block: the top-level catalogue sections as cards. */
export function PopularCategories() {
  const { data, isPending, isError, refetch } = useCategories();
  const categories = data ? buildCategoryMenu(data).topLevel.slice(0, MAX_CARDS) : [];

  return (
    <HomeSection
      titleId="popular-categories-title"
      title={TEXTS.home.popularCategories}
      catalogLink={TEXTS.home.wholeCatalog}
    >
      {isPending && !isError ? (
        <ul
          aria-busy="true"
          aria-label={TEXTS.common.loading}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="h-36 animate-pulse rounded-xl bg-slate-200/70 sm:h-44" />
          ))}
        </ul>
      ) : isError && !data ? (
        <div role="alert" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">
          {TEXTS.catalog.categoriesLoadFailed}{' '}
          <button
            type="button"
            onClick={() => void refetch()}
            className="min-h-11 font-semibold text-brand-700 underline"
          >
            {TEXTS.common.retry}
          </button>
        </div>
      ) : categories.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">
          {TEXTS.catalog.categoriesNotFound}
        </p>
      ) : (
        <CategoryCardGrid categories={categories} />
      )}
    </HomeSection>
  );
}
