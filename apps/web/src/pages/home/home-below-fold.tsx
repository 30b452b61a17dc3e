import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { PopularProducts } from '../../features/catalog/components/popular-products';
import { MeasurementBlock } from '../../features/inquiries/components/measurement-block';

/** The home page under the first screen: popular products and the free door measurement. */
export function HomeBelowFold() {
  return (
    <>
      <PopularProducts renderAction={(product) => <AddToCartButton product={product} variant="home" />} />
      <MeasurementBlock />
    </>
  );
}
