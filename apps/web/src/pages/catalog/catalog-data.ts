import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { catalogProductsQuery, categoriesQuery } from '../../features/catalog/api';
import { categoryChain } from '../../features/catalog/components/catalog-overview';
import { notFoundHead, pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { PageContext, ServerPageData } from '../../lib/server-page';
import { shopOf } from '../../lib/shop-settings';
import { breadcrumbData } from '../../lib/structured-data';
import { parseCatalogQuery } from './catalog-query';

/** The category the address names, or null for the whole catalogue; undefined for one the shop lacks. */
export function knownCategory(
  categories: readonly CategoryBase[] | undefined,
  categoryId: number | null,
): CategoryBase | null | undefined {
  if (categoryId === null) return null;
  return categories?.find((category) => category.id === categoryId);
}

function queryOf({ url }: PageContext) {
  return parseCatalogQuery(url.searchParams);
}

/** The catalogue's head: the category's name and count, its canonical address and its breadcrumbs. */
function catalogHead(context: PageContext): PageHead {
  const query = queryOf(context);
  const categories = context.client.getQueryData(categoriesQuery().queryKey) ?? [];
  const category = knownCategory(categories, query.categoryId);
  if (category === undefined) return notFoundHead(TEXTS.catalog.categoryNotFound);
  const H = TEXTS.pageHeads;
  const shop = shopOf(context.client);
  const total = context.client.getQueryData(catalogProductsQuery(query).queryKey)?.total ?? 0;
  const canonical = paths.catalog.href({ categoryId: category?.id });
  const chain = category ? categoryChain(categories, category.id) : [];
  const crumbs = [
    { label: TEXTS.nav.home, href: paths.home.href() },
    { label: TEXTS.nav.catalog, href: paths.catalog.href() },
    ...chain.map((item) => ({ label: item.name, href: paths.catalog.href({ categoryId: item.id }) })),
  ];
  return {
    title: pageTitle(shop.name, category ? H.categoryTitle(category.name) : H.catalogTitle),
    description: H.catalogDescription(category?.name ?? H.catalogTitle, total, shop.name),
    canonical,
    image: category?.image ?? null,
    jsonLd: [breadcrumbData(crumbs, context.origin, canonical)],
  };
}

export const catalogData: ServerPageData = {
  async prefetch(context) {
    const query = queryOf(context);
    const categories = await context.client.fetchQuery(categoriesQuery()).catch(() => undefined);
    if (knownCategory(categories, query.categoryId) === undefined && categories) return;
    const page = await context.client.fetchQuery(catalogProductsQuery(query)).catch(() => undefined);
    // nothing in stock: the page asks whether unticking 'В наличии' would show anything
    if (page?.total === 0 && query.inStock) {
      await context.client.prefetchQuery(catalogProductsQuery({ ...query, page: 1, inStock: false }));
    }
  },
  status(context) {
    const categories = context.client.getQueryData(categoriesQuery().queryKey);
    return categories && knownCategory(categories, queryOf(context).categoryId) === undefined ? 404 : 200;
  },
  head: catalogHead,
};
