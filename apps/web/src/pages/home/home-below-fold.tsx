import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useCategories } from '../../features/catalog/api';
import { PopularCategories } from '../../features/catalog/components/popular-categories';
import { PopularProducts } from '../../features/catalog/components/popular-products';
import { MeasurementBlock } from '../../features/inquiries/components/measurement-block';
import { Advantages } from '../../features/shop/components/advantages';
import { PromotionsSection } from '../../features/promotions/components/promotions-section';
import { paths } from '../../lib/paths';

/** The promotion category's page: the promotions and every product on discount. */
function DiscountedProductsLink() {
  const { data: categories } = useCategories();
  const promotionCategory = categories?.find((category) => category.is_promotion_category);
  if (!promotionCategory) return null;
  return (
    <Link
      to={paths.catalog.href({ categoryId: promotionCategory.id })}
      className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:text-brand-800"
    >
      {TEXTS.promotions.discountedProducts}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/**
 * The home page under the first screen: the advantages, popular categories, the shop's promotions,
 * popular products and the free door measurement.
 */
export function HomeBelowFold() {
  return (
    <>
      <Advantages />
      <PopularCategories />
      <PromotionsSection layout="wide" action={<DiscountedProductsLink />} />
      <PopularProducts renderAction={(product) => <AddToCartButton product={product} variant="home" />} />
      <MeasurementBlock />
    </>
  );
}
