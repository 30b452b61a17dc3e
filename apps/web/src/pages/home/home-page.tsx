import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { PopularCategories } from '../../features/catalog/components/popular-categories';
import { PopularProducts } from '../../features/catalog/components/popular-products';
import { DiscountBannerSlider } from '../../features/discounts/components/discount-banner-slider';
import { MeasurementBlock } from '../../features/inquiries/components/measurement-block';
import { Advantages } from '../../features/shop/components/advantages';
import { StorefrontHero } from '../../features/shop/components/storefront-hero';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Home (spec §2): discount banners, the shop's claims, popular categories and products, free measurement. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="container-page space-y-8 py-5 sm:space-y-12 sm:py-8">
      <DiscountBannerSlider />
      <StorefrontHero />
      <Advantages />
      <PopularCategories />
      <PopularProducts renderAction={(product) => <AddToCartButton product={product} variant="home" />} />
      <MeasurementBlock />
    </div>
  );
}
