import { describe, expect, it } from 'vitest';
import type { ExchangeOrderItem } from '../orders/orders-exchange.js';
import { compareLines, resolveStatus, type StatusMap } from './sale-rules.js';

const MAP: StatusMap = [
  { requisite: 'Отменен', value: 'true', status: 'CANCELLED' },
  { requisite: 'Отгружен', value: 'true', status: 'DELIVERING' },
  { requisite: 'Оплачен', value: 'true', status: 'PROCESSING' },
  { requisite: 'Статус заказа', value: '[F] Доставлен', status: 'COMPLETED' },
  { requisite: 'Статус заказа', value: 'Отменён', status: 'CANCELLED' },
];

describe('resolveStatus', () => {
  it('matches requisite and value regardless of case, spaces and ё', () => {
    expect(resolveStatus([{ name: 'статус  заказа', value: ' [f] ДОСТАВЛЕН ' }], MAP).source).toMatchObject({
      status: 'COMPLETED',
    });
    expect(resolveStatus([{ name: 'Статус заказа', value: 'Отменен' }], MAP).source?.status).toBe(
      'CANCELLED',
    );
  });

  it('lets Отменен=true win over the status text, and the status text over Отгружен and Оплачен', () => {
    const text = { name: 'Статус заказа', value: '[F] Доставлен' };
    expect(resolveStatus([text, { name: 'Отменен', value: 'true' }], MAP).source).toEqual({
      requisite: 'Отменен',
      value: 'true',
      status: 'CANCELLED',
    });
    expect(resolveStatus([{ name: 'Отгружен', value: 'true' }, text], MAP).source?.status).toBe('COMPLETED');
    expect(
      resolveStatus(
        [
          { name: 'Оплачен', value: 'да' },
          { name: 'Отгружен', value: 'true' },
        ],
        MAP,
      ).source,
    ).toEqual({ requisite: 'Отгружен', value: 'true', status: 'DELIVERING' });
    expect(resolveStatus([{ name: 'Оплачен', value: 'ИСТИНА' }], MAP).source?.status).toBe('PROCESSING');
  });

  it('maps nothing for false flags and reports an unknown status text', () => {
    const result = resolveStatus(
      [
        { name: 'Отменен', value: 'false' },
        { name: 'Статус заказа', value: 'Ждёт поставки' },
      ],
      MAP,
    );
    expect(result).toEqual({ source: null, unknown: { requisite: 'Статус заказа', value: 'Ждёт поставки' } });
  });

  it('takes the shop’s own status names back, and ignores an empty status', () => {
    expect(resolveStatus([{ name: 'Статус заказа', value: 'В доставке' }], MAP)).toEqual({
      source: { requisite: 'Статус заказа', value: 'В доставке', status: 'DELIVERING' },
      unknown: null,
    });
    expect(resolveStatus([{ name: 'Статус заказа', value: ' ' }], MAP)).toEqual({
      source: null,
      unknown: null,
    });
  });

  it('ignores a map row with a status the shop does not have', () => {
    const map: StatusMap = [{ requisite: 'Статус заказа', value: 'Архив', status: 'ARCHIVED' }];
    expect(resolveStatus([{ name: 'Статус заказа', value: 'Архив' }], map).unknown).toEqual({
      requisite: 'Статус заказа',
      value: 'Архив',
    });
  });
});

describe('compareLines', () => {
  const item = (
    id: number,
    externalId: string | null,
    quantity: number,
    price: string,
  ): ExchangeOrderItem => ({
    id,
    product_id: 100 + id,
    product_name: `Товар ${id}`,
    article: '',
    external_id: externalId,
    quantity,
    price,
    unit_code: null,
    unit_name: null,
  });
  const items = [item(1, 'guid-a', 2, '81.00'), item(2, null, 1, '1250.5')];
  const same = [
    { id: 'shop-product-102', name: 'x', quantity: 1, priceKopecks: 125050 },
    { id: 'guid-a', name: 'y', quantity: 2, priceKopecks: 8100 },
  ];

  it('sees the same lines in any order, without the delivery line and without prices', () => {
    expect(compareLines(items, same)).toBeNull();
    expect(
      compareLines(items, [
        ...same,
        { id: 'ORDER_DELIVERY', name: 'Доставка', quantity: 1, priceKopecks: 30000 },
      ]),
    ).toBeNull();
    expect(
      compareLines(
        items,
        same.map((line) => ({ ...line, priceKopecks: null })),
      ),
    ).toBeNull();
  });

  it('finds another quantity, another price, a removed and an added line', () => {
    expect(compareLines(items, [same[0]!, { ...same[1]!, quantity: 2.5 }])).not.toBeNull();
    expect(compareLines(items, [same[0]!, { ...same[1]!, priceKopecks: 8000 }])).not.toBeNull();
    expect(compareLines(items, [same[1]!])).not.toBeNull();
    expect(
      compareLines(items, [...same, { id: 'guid-b', name: 'z', quantity: 1, priceKopecks: 100 }]),
    ).toMatchObject({
      after: [{ id: 'guid-a' }, { id: 'guid-b' }, { id: 'shop-product-102' }],
    });
  });
});
