import { describe, expect, it } from 'vitest';
import type { ExchangeOrderItem } from '../../orders/index.js';
import { compareLines, readPayment, resolveStatus, type StatusMap } from './sale-rules.js';

const MAP: StatusMap = [
  { requisite: 'Отменен', value: 'true', status: 'CANCELLED' },
  { requisite: 'Отгружен', value: 'true', status: 'DELIVERING' },
  { requisite: 'Оплачен', value: 'true', status: 'PROCESSING' },
  { requisite: 'Статус заказа', value: '[F] Доставлен', status: 'COMPLETED' },
  { requisite: 'Статус заказа', value: 'Отменён', status: 'CANCELLED' },
  { requisite: 'Статус заказа', value: 'Открыт', status: 'PROCESSING' },
  { requisite: 'Проведен', value: 'true', status: 'PROCESSING' },
];

describe('resolveStatus', () => {
  it('matches requisite and value regardless of case, spaces and ё', () => {
    expect(
      resolveStatus([{ name: 'статус  заказа', value: ' [f] ДОСТАВЛЕН ' }], MAP, 'NEW').source,
    ).toMatchObject({
      status: 'COMPLETED',
    });
    expect(resolveStatus([{ name: 'Статус заказа', value: 'Отменен' }], MAP, 'NEW').source?.status).toBe(
      'CANCELLED',
    );
  });

  it('lets Отменен=true win over the status text, and the status text over Отгружен and Оплачен', () => {
    const text = { name: 'Статус заказа', value: '[F] Доставлен' };
    expect(resolveStatus([text, { name: 'Отменен', value: 'true' }], MAP, 'NEW').source).toEqual({
      requisite: 'Отменен',
      value: 'true',
      status: 'CANCELLED',
    });
    expect(resolveStatus([{ name: 'Отгружен', value: 'true' }, text], MAP, 'NEW').source?.status).toBe(
      'COMPLETED',
    );
    expect(
      resolveStatus(
        [
          { name: 'Оплачен', value: 'да' },
          { name: 'Отгружен', value: 'true' },
        ],
        MAP,
        'NEW',
      ).source,
    ).toEqual({ requisite: 'Отгружен', value: 'true', status: 'DELIVERING' });
    expect(resolveStatus([{ name: 'Оплачен', value: 'ИСТИНА' }], MAP, 'NEW').source?.status).toBe(
      'PROCESSING',
    );
  });

  it('maps nothing for false flags and reports an unknown status text', () => {
    const result = resolveStatus(
      [
        { name: 'Отменен', value: 'false' },
        { name: 'Статус заказа', value: 'Ждёт поставки' },
      ],
      MAP,
      'NEW',
    );
    expect(result).toEqual({ source: null, unknown: { requisite: 'Статус заказа', value: 'Ждёт поставки' } });
  });

  it('takes the shop’s own status names back, and ignores an empty status', () => {
    expect(resolveStatus([{ name: 'Статус заказа', value: 'В доставке' }], MAP, 'NEW')).toEqual({
      source: { requisite: 'Статус заказа', value: 'В доставке', status: 'DELIVERING' },
      unknown: null,
    });
    expect(resolveStatus([{ name: 'Статус заказа', value: ' ' }], MAP, 'NEW')).toEqual({
      source: null,
      unknown: null,
    });
  });

  it('ignores a map row with a status the shop does not have', () => {
    const map: StatusMap = [{ requisite: 'Статус заказа', value: 'Архив', status: 'ARCHIVED' }];
    expect(resolveStatus([{ name: 'Статус заказа', value: 'Архив' }], map, 'NEW').unknown).toEqual({
      requisite: 'Статус заказа',
      value: 'Архив',
    });
  });
});

describe('resolveStatus: Проведен, payments and the order of the statuses', () => {
  const posted = { name: 'Проведен', value: 'true' };

  it('reads Проведен after Отгружен and Оплачен, and the status text before all three', () => {
    expect(resolveStatus([posted], MAP, 'NEW').source).toEqual({
      requisite: 'Проведен',
      value: 'true',
      status: 'PROCESSING',
    });
    expect(resolveStatus([posted, { name: 'Отгружен', value: 'true' }], MAP, 'NEW').source?.requisite).toBe(
      'Отгружен',
    );
    expect(
      resolveStatus([posted, { name: 'Статус заказа', value: '[F] Доставлен' }], MAP, 'NEW').source?.status,
    ).toBe('COMPLETED');
    expect(resolveStatus([{ name: 'Проведен', value: 'false' }], MAP, 'NEW').source).toBeNull();
  });

  it('never moves an order back by a yes/no requisite', () => {
    expect(resolveStatus([posted], MAP, 'READY').source).toBeNull();
    expect(resolveStatus([{ name: 'Отгружен', value: 'true' }], MAP, 'COMPLETED').source).toBeNull();
    expect(resolveStatus([{ name: 'Оплачен', value: 'true' }, posted], MAP, 'DELIVERING').source).toBeNull();
    // a flag that moves it on still applies, past one that would move it back
    expect(resolveStatus([{ name: 'Отгружен', value: 'true' }, posted], MAP, 'READY').source?.status).toBe(
      'DELIVERING',
    );
    expect(resolveStatus([posted], MAP, 'PROCESSING').source?.status).toBe('PROCESSING');
  });

  it('still takes the status text and Отменен as 1C says, backwards too', () => {
    const opened = { name: 'Статус заказа', value: 'Открыт' };
    expect(resolveStatus([opened, posted], MAP, 'READY').source).toEqual({
      requisite: 'Статус заказа',
      value: 'Открыт',
      status: 'PROCESSING',
    });
    expect(resolveStatus([{ name: 'Отменен', value: 'true' }], MAP, 'COMPLETED').source?.status).toBe(
      'CANCELLED',
    );
  });

  it('reads a payment number or date from 1C as Оплачен=true', () => {
    expect(resolveStatus([{ name: 'Номер оплаты по 1С', value: 'ЦБ-000017' }], MAP, 'NEW').source).toEqual({
      requisite: 'Оплачен',
      value: 'true',
      status: 'PROCESSING',
    });
    expect(
      resolveStatus(
        [
          { name: 'Оплачен', value: 'false' },
          { name: 'Дата оплаты по 1С', value: '2024-05-15T12:00:00' },
        ],
        MAP,
        'NEW',
      ).source,
    ).toEqual({ requisite: 'Оплачен', value: 'true', status: 'PROCESSING' });
    // 1C's empty values name no payment
    expect(
      resolveStatus(
        [
          { name: 'Номер оплаты по 1С', value: ' ' },
          { name: 'Дата оплаты по 1С', value: '0001-01-01T00:00:00' },
        ],
        MAP,
        'NEW',
      ).source,
    ).toBeNull();
  });
});

describe('readPayment', () => {
  it('reads the payment 1C recorded by its number and date', () => {
    expect(
      readPayment([
        { name: 'номер оплаты по 1с', value: ' 17 ' },
        { name: 'Дата оплаты по 1С', value: '2024-05-15T12:00:00' },
      ]),
    ).toEqual({ number: '17', date: '2024-05-15T12:00:00' });
    expect(readPayment([{ name: 'Дата оплаты по 1С', value: '15.05.2024 12:00:00' }])).toEqual({
      number: null,
      date: '15.05.2024 12:00:00',
    });
  });

  it('takes Оплачен=true alone as a payment without number', () => {
    expect(readPayment([{ name: 'Оплачен', value: 'true' }])).toEqual({ number: null, date: null });
    expect(readPayment([{ name: 'Оплачен', value: 'false' }])).toBeNull();
  });

  it('finds none in empty values, 1C’s empty dates, or none at all', () => {
    expect(
      readPayment([
        { name: 'Номер оплаты по 1С', value: '' },
        { name: 'Дата оплаты по 1С', value: '0001-01-01T00:00:00' },
      ]),
    ).toBeNull();
    expect(readPayment([{ name: 'Дата оплаты по 1С', value: '01.01.0001 0:00:00' }])).toBeNull();
    expect(readPayment([{ name: 'Статус заказа', value: 'Открыт' }])).toBeNull();
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
