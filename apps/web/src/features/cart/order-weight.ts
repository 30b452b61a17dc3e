import type { CartItem } from '@shop/shared/cart/schemas';
import { orderWeight } from '@shop/shared/delivery/transport';
import { TEXTS } from '@shop/shared/texts';

const T = TEXTS.cart;
const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** A weight as a customer reads it: '350 кг', '2,4 кг' under 10 kg, '1,2 т' from a tonne. */
export function weightText(kg: number): string {
  if (kg >= 1000) return T.weightTonnes(oneDecimal.format(kg / 1000));
  return T.weightKg((kg < 10 ? oneDecimal : whole).format(kg));
}

/**
 * The cart's weight under its total (issue 27): 'Вес заказа ≈ 1,2 т'; when some goods' weight is not
 * known, the weight of the others ('Вес известных товаров ≈ 350 кг'); null when none is known.
 */
export function cartWeightText(items: readonly CartItem[]): string | null {
  const weight = orderWeight(
    items.map((item) => ({ quantity: item.quantity, weight_kg: item.Product.weight_kg })),
  );
  if (weight.kg <= 0) return null;
  return weight.complete ? T.weight(weightText(weight.kg)) : T.weightPartial(weightText(weight.kg));
}
