import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './quantity-input';

function Field({ max, initial, onCommit }: { max: number; initial: number; onCommit: (q: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      label="Количество"
      value={value}
      max={max}
      onCommit={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Количество' });

describe('QuantityInput', () => {
  it('commits a typed number on blur or Enter only, clamped to 1..max', () => {
    const onCommit = vi.fn();
    render(<Field max={25} initial={1} onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: '4' } });
    fireEvent.change(field(), { target: { value: '40' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(onCommit).toHaveBeenLastCalledWith(25);
    expect(field()).toHaveValue('25');
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith(1);
    fireEvent.change(field(), { target: { value: '12 шт' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith(12);
    expect(field()).toHaveValue('12');
  });

  it('puts the quantity back for an emptied field and commits nothing unchanged', () => {
    const onCommit = vi.fn();
    render(<Field max={25} initial={7} onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(field()).toHaveValue('');
    fireEvent.blur(field());
    expect(field()).toHaveValue('7');
    fireEvent.change(field(), { target: { value: '7' } });
    fireEvent.blur(field());
    expect(onCommit).not.toHaveBeenCalled();
  });
});
