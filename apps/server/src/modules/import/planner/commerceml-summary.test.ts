import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCommerceMl } from '../parsers/commerceml.js';
import type { CommerceMlRecord } from '../parsers/types.js';
import { choiceKey } from './choice-keys.js';
import { summariseCommerceMl } from './commerceml-summary.js';

const FIXTURES = new URL('../../../../test/fixtures/commerceml-2.08/', import.meta.url);
const IV = '6d1f8a70-7f4e-11ee-b962-0242ac120002';
const YAR = '7e209b81-7f4e-11ee-b962-0242ac120002';
const WAREHOUSE_IV = '8f31ac92-7f4e-11ee-b962-0242ac120002';
const WAREHOUSE_YAR = '9042bda3-7f4e-11ee-b962-0242ac120002';

async function records(xml: string | Buffer, fileName = 'offers.xml'): Promise<CommerceMlRecord[]> {
  const result: CommerceMlRecord[] = [];
  const input = Readable.from([Buffer.from(xml)]);
  for await (const record of readCommerceMl(input, { fileName })) result.push(record);
  return result;
}

const offers = (body: string, head = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.08">` +
  `<ПакетПредложений СодержитТолькоИзменения="true">${head}<Предложения>${body}</Предложения></ПакетПредложений>` +
  `</КоммерческаяИнформация>`;

describe('summariseCommerceMl (the preview of a 1C file)', () => {
  it('counts the offers of each price type and the stock of each warehouse of the two-city pair', async () => {
    const summary = summariseCommerceMl(await records(readFileSync(new URL('offers.xml', FIXTURES))));
    expect(summary).toEqual({
      onlyChanges: false,
      groups: 0,
      products: 0,
      offers: 4,
      priceTypes: [
        { id: IV, name: 'Ив. Розничная', currency: 'RUB', offers: 4 },
        { id: YAR, name: 'Яр. Розница', currency: 'RUB', offers: 4 },
      ],
      priceTypeKey: choiceKey([YAR, IV]),
      ruleTypeId: IV,
      warehouses: [
        { id: WAREHOUSE_IV, name: 'Склад Иваново', offers: 2, total: 17 },
        { id: WAREHOUSE_YAR, name: 'Склад Ярославль', offers: 2, total: 25 },
      ],
      warehouseKey: choiceKey([WAREHOUSE_YAR, WAREHOUSE_IV]),
    });
  });

  it('counts the groups and products of a catalogue, which has no offers', async () => {
    const summary = summariseCommerceMl(
      await records(readFileSync(new URL('import.xml', FIXTURES)), 'import.xml'),
    );
    expect(summary).toMatchObject({
      onlyChanges: false,
      groups: 2,
      products: 4,
      offers: 0,
      priceTypes: [],
      priceTypeKey: null,
      ruleTypeId: null,
      warehouses: [],
      warehouseKey: null,
    });
  });

  it('names what only the offers name (a split prices/rests file), sums fractional stock and leaves the rule open', async () => {
    const price = (type: string, value: string) =>
      `<Цена><ИдТипаЦены>${type}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу></Цена>`;
    const rest = (warehouse: string, amount: string) =>
      `<Остаток><Склад><Ид>${warehouse}</Ид><Количество>${amount}</Количество></Склад></Остаток>`;
    const summary = summariseCommerceMl(
      await records(
        offers(
          `<Предложение><Ид>a</Ид><Цены>${price('t1', '10')}${price('t2', '12')}</Цены>` +
            `<Остатки>${rest('w1', '30.5')}${rest('w2', '-3')}</Остатки></Предложение>` +
            `<Предложение><Ид>b#c</Ид><Цены>${price('t2', '7')}</Цены><Остатки>${rest('w1', '1.25')}</Остатки></Предложение>`,
          '<ТипыЦен><ТипЦены><Ид>t1</Ид><Наименование>3%</Наименование></ТипЦены></ТипыЦен>',
        ),
      ),
    );
    expect(summary).toMatchObject({
      onlyChanges: true,
      offers: 2,
      priceTypes: [
        { id: 't1', name: '3%', offers: 1 },
        { id: 't2', name: null, currency: null, offers: 2 },
      ],
      // the listed types make the key, as the import looks the choice up by them
      priceTypeKey: choiceKey(['t1']),
      ruleTypeId: 't1',
      warehouses: [
        { id: 'w1', name: null, offers: 2, total: 31.75 },
        { id: 'w2', name: null, offers: 1, total: 0 },
      ],
      warehouseKey: choiceKey(['w1', 'w2']),
    });

    const twoPlain = summariseCommerceMl(
      await records(
        offers(
          `<Предложение><Ид>a</Ид><Цены>${price('t1', '10')}</Цены></Предложение>`,
          '<ТипыЦен><ТипЦены><Ид>t1</Ид><Наименование>3%</Наименование></ТипЦены>' +
            '<ТипЦены><Ид>t2</Ид><Наименование>5%</Наименование></ТипЦены></ТипыЦен>',
        ),
      ),
    );
    expect(twoPlain).toMatchObject({ ruleTypeId: null, priceTypeKey: choiceKey(['t1', 't2']) });
    expect(twoPlain.priceTypes.map((type) => type.offers)).toEqual([1, 0]);
  });

  it('gives the same key whatever the order and repetitions of the Ид', () => {
    expect(choiceKey(['b', 'a', 'b'])).toBe(choiceKey(['a', 'b']));
    expect(choiceKey(['a', 'b'])).not.toBe(choiceKey(['a', 'b', 'c']));
    expect(choiceKey(['a,b'])).not.toBe(choiceKey(['a', 'b']));
  });
});
