import { clampQuantity, isInStock } from '@shop/shared/catalog/stock';
import { TEXTS } from '@shop/shared/texts';
import { QuantityInput } from '../../../ui/quantity-input';
import { QuantityStepper } from '../../../ui/quantity-stepper';

interface ProductQuantityPickerProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/** Minus / number / plus, kept between 1 and the stock (spec §5); everything disabled at stock 0. */
export function ProductQuantityPicker({ value, stock, onChange }: ProductQuantityPickerProps) {
  const quantity = clampQuantity(value, stock);
  const disabled = !isInStock(stock);
  const set = (next: number) => onChange(clampQuantity(next, stock));

  return (
    <QuantityStepper
      label={TEXTS.productPage.quantity}
      value={quantity}
      max={stock}
      onChange={set}
      disabled={disabled}
    >
      <QuantityInput
        label={TEXTS.productPage.quantity}
        value={quantity}
        max={stock}
        onCommit={set}
        disabled={disabled}
        live
      />
    </QuantityStepper>
  );
}
