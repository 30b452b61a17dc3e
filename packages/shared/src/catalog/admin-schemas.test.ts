/** The product and category forms' sale rule, weight, length, calculator and decimal stock (issue 27). */
import { describe, expect, it } from 'vitest';
import { CategoryFormInput, ProductFormInput, calculatorText, parseDecimalText } from './admin-schemas.js';

const form = (fields: Record<string, string>) =>
  ProductFormInput.safeParse({
    name: 'Цепь',
    price: '120',
    category_id: '1',
    stock_quantity: '10',
    ...fields,
  });
const messages = (fields: Record<string, string>) => {
  const parsed = form(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('parseDecimalText', () => {
  it.each([
    ['145,984', 145.984],
    ['2.5', 2.5],
    ['1 500', 1500],
    [' 0,1 ', 0.1],
  ])('reads %s', (text, value) => expect(parseDecimalText(text)).toBe(value));

  it.each(['', '-1', '1,2345', '1e3', 'абв', '1,5,5', 'NaN'])('refuses %s', (text) =>
    expect(parseDecimalText(text)).toBeNull(),
  );
});

describe('the product form', () => {
  it('reads the rule, weight, length, calculator and stock; blank clears, absent keeps', () => {
    const parsed = form({
      stock_quantity: '145,984',
      min_quantity: '1,5',
      quantity_step: '0.5',
      weight_kg: '',
      length_m: '6',
      calculator: '{"kind":"mix","rate":1.5,"bag":25}',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      stock_quantity: 145.984,
      min_quantity: 1.5,
      quantity_step: 0.5,
      weight_kg: null,
      length_m: 6,
      calculator: { kind: 'mix', rate: 1.5, bag: 25 },
    });
    const bare = form({});
    expect(bare.success && bare.data.min_quantity).toBeUndefined();
    expect(bare.success && bare.data.calculator).toBeUndefined();
    const blank = form({ calculator: '' });
    expect(blank.success && blank.data.calculator).toBeNull();
  });

  it('refuses bad figures and a minimum off the step, in Russian', () => {
    expect(messages({ quantity_step: '0' })[0]?.[0]).toBe('quantity_step');
    expect(messages({ min_quantity: '0,0001' })[0]?.[0]).toBe('min_quantity');
    expect(messages({ weight_kg: '100001' })[0]?.[0]).toBe('weight_kg');
    expect(messages({ calculator: '{"kind":"area","pack_area":0}' })[0]?.[0]).toBe('calculator');
    expect(messages({ calculator: '[' })[0]?.[0]).toBe('calculator');
    expect(messages({ min_quantity: '0.7', quantity_step: '0.5' })).toEqual([
      ['min_quantity', 'Минимальное количество должно быть кратно шагу'],
    ]);
    expect(messages({ min_quantity: '1,5', quantity_step: '0.5' })).toEqual([]);
  });

  it('writes a stored calculator back as the field’s text', () => {
    expect(calculatorText(null)).toBe('');
    const text = calculatorText({ kind: 'paint', rate: 0.12, can: 2.5 });
    expect(form({ calculator: text }).data?.calculator).toEqual({ kind: 'paint', rate: 0.12, can: 2.5 });
  });
});

describe('the category form', () => {
  it('reads its own rule and refuses a minimum off its step', () => {
    const parsed = CategoryFormInput.safeParse({ name: 'Линолеум', quantity_step: '0,5', min_quantity: '' });
    expect(parsed.success && parsed.data).toMatchObject({ quantity_step: 0.5, min_quantity: null });
    const off = CategoryFormInput.safeParse({ name: 'Линолеум', quantity_step: '0,5', min_quantity: '0,7' });
    expect(off.success).toBe(false);
  });
});
