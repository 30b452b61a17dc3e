import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductQuantityPicker } from './product-quantity-picker';

function Picker({ stock, initial = 1 }: { stock: number; initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <>
      <ProductQuantityPicker value={quantity} stock={stock} onChange={setQuantity} />
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
});
