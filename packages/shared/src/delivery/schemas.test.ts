import { describe, expect, it } from 'vitest';
import { DeliveryZoneInput } from './schemas.js';

const zone = { name: 'с. Верхняя Хава', price: 300, free_from: 5000, min_order: null, lead_time: 'завтра' };

describe('DeliveryZoneInput', () => {
  it('takes a zone, trimming its texts and making it active by default', () => {
    expect(DeliveryZoneInput.parse({ ...zone, name: '  с. Верхняя Хава ' })).toEqual({
      ...zone,
      active: true,
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a negative price', { price: -1 }, 'price'],
    ['a negative threshold', { free_from: -5 }, 'free_from'],
    ['a price with fractions of a kopeck', { price: 300.555 }, 'price'],
    ['a minimum order as text', { min_order: '1000' }, 'min_order'],
    ['no lead time', { lead_time: '' }, 'lead_time'],
    ['an unknown field', { cost: 1 }, ''],
  ])('refuses %s, naming the field in Russian', (_case, change, field) => {
    const result = DeliveryZoneInput.safeParse({ ...zone, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(field);
    if (field) expect(issue.message).toMatch(/[А-Яа-яЁё]/);
  });
});
