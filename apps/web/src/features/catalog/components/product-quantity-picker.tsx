import {
  clampSaleQuantity,
  maxSaleQuantity,
  WHOLE_UNITS,
  type SaleRule,
} from '@shop/shared/catalog/quantity';
import { TEXTS } from '@shop/shared/texts';
import { QuantityInput } from '../../../ui/quantity-input';
import { QuantityStepper } from '../../../ui/quantity-stepper';

interface ProductQuantityPickerProps {
  value: number;
  /** The stock that is sold (`stock_exact`: 145.984 m). */
  stock: number;
  /** The product's minimum and step; whole units when not given. */
  rule?: SaleRule;
  onChange: (quantity: number) => void;
}

/**
 * Minus / number / plus, kept between the product's minimum and its stock on its step (spec §5 as issue
 * 27 extends it: 0.1 m, 0.5 kg; 1 for whole units); everything disabled when not even the minimum is
 * in stock.
 */
export function ProductQuantityPicker({
  value,
  stock,
  rule = WHOLE_UNITS,
  onChange,
}: ProductQuantityPickerProps) {
  const quantity = clampSaleQuantity(value, stock, rule);
  const most = maxSaleQuantity(stock, rule);
  const disabled = most === 0;
  const set = (next: number) => onChange(clampSaleQuantity(next, stock, rule));

  return (
    <QuantityStepper
      label={TEXTS.productPage.quantity}
      value={quantity}
      min={rule.min_quantity}
      step={rule.quantity_step}
      max={most}
      onChange={set}
      disabled={disabled}
    >
      <QuantityInput
        label={TEXTS.productPage.quantity}
        value={quantity}
        max={stock}
        rule={rule}
        onCommit={set}
        disabled={disabled}
        live
      />
    </QuantityStepper>
  );
}

/** A product's sale rule as the API gives it. */
export const saleRuleOf = (product: { min_quantity: number; quantity_step: number }): SaleRule => ({
  min_quantity: product.min_quantity,
  quantity_step: product.quantity_step,
});
