import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BadgePercent } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useCategories } from '../../features/catalog/api';
import { CatalogOverview, useResetUnknownCategory } from '../../features/catalog/components/catalog-overview';
import { CatalogProducts } from '../../features/catalog/components/catalog-products';
import { CategorySidebar } from '../../features/catalog/components/category-sidebar';
import { PromotionsSection } from '../../features/promotions/components/promotions-section';
import { pageTitle, useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { NotFoundView } from '../../ui/not-found-view';
import { knownCategory } from './catalog-data';
import { catalogQueryHref, parseCatalogQuery } from './catalog-query';

/** A discount category lists the products of its discount with the percent taken off (spec §2 'Акции'). */
function DiscountNote() {
  return (
    <p className="flex items-center gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      <BadgePercent aria-hidden="true" className="size-5 shrink-0" />
      {TEXTS.discounts.pricesIncludeDiscount}
    </p>
  );
}

/**
 * A category the shop does not have: the 404 page with the spec's message (the server answers 404);
 * in the browser the catalogue then resets to all goods, saying so (spec §2).
 */
function UnknownCategory() {
  const reset = useResetUnknownCategory();
  useEffect(() => reset(), [reset]);
  return <NotFoundView text={TEXTS.catalog.categoryNotFound} />;
}

/**
 * The catalogue (spec §2). The 'Акции' group's categories hold no goods of their own: a promotion
 * category shows the shop's promotions and then every product on discount, a discount category the
 * products of its discount.
 */
export function CatalogPage() {
  const [searchParams] = useSearchParams();
  const query = parseCatalogQuery(searchParams);
  const { categoryId } = query;
  const { data: categories } = useCategories();
  const shop = useShop();
  const known = knownCategory(categories, categoryId);
  const category = known ?? undefined;
  useDocumentHead({
    title: pageTitle(
      shop.name,
      category ? TEXTS.pageHeads.categoryTitle(category.name) : TEXTS.pageHeads.catalogTitle,
    ),
  });
  if (categories && known === undefined) return <UnknownCategory />;
  const promotion = category?.is_promotion_category === true;
  const discount = !promotion && category?.is_discount_category === true;

  let productsTitle: string | undefined;
  if (categoryId === null) productsTitle = TEXTS.catalog.allProducts;
  else if (promotion) productsTitle = TEXTS.promotions.discountedProducts;

  return (
    <div className="container-page py-5 sm:py-8">
      <div className="grid gap-8 lg:grid-cols-[280px_1fr]">
        <aside aria-label={TEXTS.labels.categories} className="hidden lg:block">
          <div className="sticky top-36 max-h-[calc(100dvh-10rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2">
            <CategorySidebar activeCategoryId={categoryId} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 sm:space-y-8">
          <CatalogOverview key={categoryId ?? 'all'} categoryId={categoryId} />
          {promotion && <PromotionsSection layout="narrow" />}
          {discount && <DiscountNote />}
          <CatalogProducts
            query={query}
            hrefFor={catalogQueryHref}
            title={productsTitle}
            renderAction={(product) => <AddToCartButton product={product} variant="card" />}
          />
        </div>
      </div>
    </div>
  );
}
