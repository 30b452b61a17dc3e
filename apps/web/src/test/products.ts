import type { Product } from '@shop/shared/catalog/schemas';

/** A catalogue product as the API returns it: in stock, no discount, price 100 + id. */
export function makeProduct(id: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    name: `Товар ${id}`,
    image: null,
    article: `A-${id}`,
    price: 100 + id,
    discount: 0,
    stock_quantity: 20,
    description: '',
    category_id: 2,
    unit_name: 'шт',
    DiscountCategoriesDirect: [],
    effective_discount: 0,
    discounted_price: 100 + id,
    stock_exact: extra.stock_quantity ?? 20,
    min_quantity: 1,
    quantity_step: 1,
    weight_kg: null,
    ...extra,
  };
}
