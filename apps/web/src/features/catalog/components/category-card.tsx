import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { paths } from '../../../lib/paths';
import { AdminEditButton } from '../../../ui/admin-edit-button';
import { ShopImage } from '../../../ui/shop-image';

// keyword icons stand in only for categories without a picture: fetched when one is shown
const CategoryIcon = lazy(() =>
  import('./category-icon-view').then((module) => ({ default: module.CategoryIcon })),
);
// the admin's form loads on the first 'Редактировать': customers never download it
const CategoryEditModal = lazy(() =>
  import('./admin/category-edit-modal').then((module) => ({ default: module.CategoryEditModal })),
);

/**
 * A catalogue section as a card: its image (or its icon when it has none) and its name. Admins also
 * get 'Редактировать' under it, beside the link rather than inside it.
 */
export function CategoryCard({ category }: { category: CategoryBase }) {
  return (
    <div className="flex h-full flex-col gap-2">
      <CategoryLink category={category} />
      <AdminEditButton
        className="w-full"
        renderModal={(close) => <CategoryEditModal category={category} onClose={close} />}
      />
    </div>
  );
}

function CategoryLink({ category }: { category: CategoryBase }) {
  return (
    <Link
      to={paths.catalog.href({ categoryId: category.id })}
      className="group flex flex-1 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-300 hover:shadow-md"
    >
      <span className="flex aspect-[16/10] items-center justify-center overflow-hidden bg-slate-100">
        {category.image ? (
          <ShopImage
            path={category.image}
            size="card"
            alt=""
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100">
            <Suspense fallback={null}>
              <CategoryIcon
                name={category.name}
                aria-hidden="true"
                className="size-10 text-brand-600/80 sm:size-12"
                strokeWidth={1.5}
              />
            </Suspense>
          </span>
        )}
      </span>
      <span className="flex flex-1 items-center px-3 py-3 text-sm leading-snug font-semibold text-slate-800 group-hover:text-brand-700 sm:text-base">
        {category.name}
      </span>
    </Link>
  );
}

export function CategoryCardGrid({ categories }: { categories: readonly CategoryBase[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
