import type { Breadcrumbs as ProductBreadcrumbs, ProductDetail } from '@shop/shared/catalog/schemas';
import { shownUnit } from '@shop/shared/catalog/units';
import { parseRowId } from '@shop/shared/ids';
import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import {
  productBreadcrumbsQuery,
  productQuery,
  relatedProductsQuery,
} from '../../features/catalog/product-api';
import { ratingSummaryQuery } from '../../features/ratings/api';
import { notFoundHead, pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { shopOf } from '../../lib/shop-settings';
import { breadcrumbData, productData as productStructuredData } from '../../lib/structured-data';
import { productCrumbs } from './product-crumbs';

/** 'от 1 250,50 ₽ за м²': the price as a head states it. */
const priceText = (product: ProductDetail) => {
  const unit = shownUnit(product.unit_name);
  return `${formatRoubles(product.discounted_price)}${unit ? ` ${TEXTS.catalog.perUnit(unit)}` : ''}`;
};

/** The product page's head: its name and price, and its Product and BreadcrumbList data. */
export function productHead(
  shopName: string,
  product: ProductDetail | null | undefined,
  chain: ProductBreadcrumbs,
  origin: string,
  rating?: { averageRating: number; voteCount: number },
): PageHead {
  if (!product) return notFoundHead(TEXTS.catalog.productNotFound);
  const path = paths.product.href(product.id);
  const H = TEXTS.pageHeads;
  const price = priceText(product);
  return {
    title: pageTitle(shopName, H.productTitle(product.name, price)),
    description: H.productDescription(
      product.name,
      price,
      product.stock_quantity > 0 ? H.inStock : H.outOfStock,
      product.article.trim() || null,
    ),
    canonical: path,
    image: product.image,
    type: 'product',
    jsonLd: [
      productStructuredData(product, origin, path, rating),
      breadcrumbData(productCrumbs(chain, product.name), origin, path),
    ],
  };
}

export const productData: ServerPageData = {
  async prefetch({ client, params }) {
    const id = parseRowId(params.id);
    if (id === null) return;
    const product = await client.fetchQuery(productQuery(id)).catch(() => null);
    if (!product) return;
    await Promise.all([
      client.prefetchQuery(productBreadcrumbsQuery(id)),
      client.prefetchQuery(relatedProductsQuery(id)),
      client.prefetchQuery(ratingSummaryQuery(id)),
    ]);
  },
  status({ client, params }) {
    const id = parseRowId(params.id);
    return id !== null && client.getQueryData(productQuery(id).queryKey) ? 200 : 404;
  },
  head({ client, params, origin }) {
    const id = parseRowId(params.id);
    if (id === null) return notFoundHead(TEXTS.catalog.productNotFound);
    return productHead(
      shopOf(client).name,
      client.getQueryData(productQuery(id).queryKey),
      client.getQueryData(productBreadcrumbsQuery(id).queryKey) ?? [],
      origin,
      client.getQueryData(ratingSummaryQuery(id).queryKey),
    );
  },
};
