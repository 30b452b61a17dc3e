import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaleRule } from '@shop/shared/catalog/quantity';
import { ProductQuantityPicker } from './product-quantity-picker';

function Picker({ stock, initial = 1, rule }: { stock: number; initial?: number; rule?: SaleRule }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <>
      <ProductQuantityPicker value={quantity} stock={stock} rule={rule} onChange={setQuantity} />
      <output data-testid="chosen">{quantity}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Количество' });
const minus = () => screen.getByRole('button', { name: 'Уменьшить количество' });
const plus = () => screen.getByRole('button', { name: 'Увеличить количество' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe('ProductQuantityPicker', () => {
  it('counts up to the stock and no further', () => {
    render(<Picker stock={3} />);
    expect(field()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(field()).toHaveValue('3');
    expect(plus()).toBeDisabled();
    expect(screen.getByTestId('chosen')).toHaveTextContent('3');
    fireEvent.click(minus());
    expect(field()).toHaveValue('2');
    expect(minus()).toBeEnabled();
  });

  it('clamps a typed number into 1..stock and ignores letters', () => {
    render(<Picker stock={12} />);
    type('500');
    expect(field()).toHaveValue('12');
    expect(screen.getByTestId('chosen')).toHaveTextContent('12');
    type('0');
    expect(field()).toHaveValue('1');
    type('7шт');
    expect(field()).toHaveValue('7');
    type('-3');
    expect(field()).toHaveValue('3');
  });

  it('shows the quantity again when the emptied field loses focus', () => {
    render(<Picker stock={12} initial={4} />);
    type('');
    expect(field()).toHaveValue('');
    fireEvent.blur(field());
    expect(field()).toHaveValue('4');
    expect(screen.getByTestId('chosen')).toHaveTextContent('4');
  });

  it('keeps a quantity above a lowered stock within the stock', () => {
    render(<Picker stock={2} initial={9} />);
    expect(field()).toHaveValue('2');
    expect(plus()).toBeDisabled();
  });

  it('is disabled when the product is out of stock', () => {
    render(<Picker stock={0} />);
    expect(field()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });

  describe('goods sold in parts (issue 27)', () => {
    const METRE: SaleRule = { min_quantity: 0.1, quantity_step: 0.1 };
    const chosen = () => screen.getByTestId('chosen');

    it('steps by 0.1 from the minimum up to the stock rounded down to the step', () => {
      render(<Picker stock={0.35} initial={0.1} rule={METRE} />);
      expect(field()).toHaveValue('0,1');
      expect(minus()).toBeDisabled();
      fireEvent.click(plus());
      fireEvent.click(plus());
      // 0.1 + 0.1 + 0.1 without a float's error
      expect(field()).toHaveValue('0,3');
      expect(chosen()).toHaveTextContent('0.3');
      expect(plus()).toBeDisabled();
      fireEvent.click(minus());
      expect(field()).toHaveValue('0,2');
    });

    it("takes '2,5' and '2.5', waits for a comma or a leading zero, and puts an off-step number on the step", () => {
      render(<Picker stock={145.984} initial={1} rule={METRE} />);
      type('2,');
      expect(field()).toHaveValue('2,');
      type('2,5');
      expect(chosen()).toHaveTextContent('2.5');
      type('3.7');
      expect(field()).toHaveValue('3,7');
      expect(chosen()).toHaveTextContent('3.7');
      type('0');
      expect(field()).toHaveValue('0');
      type('0,5');
      expect(chosen()).toHaveTextContent('0.5');
      // three decimals at most; 2,53 m is not on a 0.1 m step: 2,5 m once the field is left
      type('2,5399');
      expect(field()).toHaveValue('2,539');
      fireEvent.blur(field());
      expect(field()).toHaveValue('2,5');
      expect(chosen()).toHaveTextContent('2.5');
      // over the stock: the most on the step
      type('500');
      expect(field()).toHaveValue('145,9');
    });

    it('keeps a minimum of 0.5 kg on a 0.5 step and sells nothing when less is in stock', () => {
      const { unmount } = render(
        <Picker stock={3} initial={0} rule={{ min_quantity: 0.5, quantity_step: 0.5 }} />,
      );
      expect(field()).toHaveValue('0,5');
      fireEvent.click(plus());
      expect(field()).toHaveValue('1');
      unmount();
      render(<Picker stock={0.4} rule={{ min_quantity: 0.5, quantity_step: 0.5 }} />);
      expect(field()).toBeDisabled();
      expect(plus()).toBeDisabled();
    });
  });
});
