import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { QuantityStepper } from './quantity-stepper';

const minus = () => screen.getByRole('button', { name: TEXTS.productPage.decrease });
const plus = () => screen.getByRole('button', { name: TEXTS.productPage.increase });

describe('QuantityStepper', () => {
  it('shows the value in a labelled group and steps by one', () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Количество «Цемент»" value={2} max={5} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Количество «Цемент»' })).toHaveTextContent('2');
    fireEvent.click(minus());
    fireEvent.click(plus());
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables minus at 1 and plus at the maximum (or above it)', () => {
    const { rerender } = render(<QuantityStepper label="q" value={1} max={3} onChange={() => undefined} />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    rerender(<QuantityStepper label="q" value={3} max={3} onChange={() => undefined} />);
    expect(minus()).toBeEnabled();
    expect(plus()).toBeDisabled();
    rerender(<QuantityStepper label="q" value={5} max={3} onChange={() => undefined} />);
    expect(minus()).toBeEnabled();
    expect(plus()).toBeDisabled();
  });

  it('disables both buttons when disabled, and shows a given field instead of the number', () => {
    render(
      <QuantityStepper label="q" value={2} max={5} onChange={() => undefined} disabled>
        <input aria-label="field" defaultValue="2" />
      </QuantityStepper>,
    );
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'field' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
