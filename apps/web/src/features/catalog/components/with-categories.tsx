import type { ReactNode } from 'react';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { WithQuery } from '../../../ui/with-query';
import { useCategories } from '../api';

/**
 * Renders `children` with every category once the list has loaded: a spinner until then, and the
 * failure with 'Повторить' instead (the admin forms need the list for their category selects).
 */
export function WithCategories({ children }: { children: (categories: CategoryBase[]) => ReactNode }) {
  const categories = useCategories();
  return (
    <WithQuery query={categories} errorMessage={TEXTS.catalog.categoriesLoadFailed}>
      {children}
    </WithQuery>
  );
}
