import type { Breadcrumbs as ProductBreadcrumbs } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';
import type { Crumb } from '../../ui/breadcrumbs';

/** Главная › Каталог › the category chain (each to its catalogue page) › the product. */
export function productCrumbs(chain: ProductBreadcrumbs, productName?: string): Crumb[] {
  return [
    { label: TEXTS.nav.home, href: paths.home.href() },
    { label: TEXTS.nav.catalog, href: paths.catalog.href() },
    ...chain.map((category) => ({
      label: category.name,
      href: paths.catalog.href({ categoryId: category.id }),
    })),
    ...(productName ? [{ label: productName }] : []),
  ];
}
