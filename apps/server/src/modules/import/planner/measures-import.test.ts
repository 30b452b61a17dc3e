/**
 * The 1C catalogue brings the weight, length and sale rule of its goods (issue 27): the `Вес` element
 * and the requisites 'Длина', 'Кратность', 'Минимальная партия' land in their columns, the storefront
 * follows, a re-import of the same file changes nothing, a change is applied, what 1C does not say
 * keeps what staff set; a unit package is only reported; fractional stock still reaches the exact stock.
 */
import type { ImportResult } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartForm, rawRows, type TestContext } from '../../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../../test/orders-fixtures.js';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['measures-admin'], 'admin'))[0]!;
});
afterAll(() => ctx.close());

function post(url: string, data: string, filename: string) {
  const form = multipartForm(
    {},
    { name: 'file', data: Buffer.from(data), filename, contentType: 'text/xml' },
  );
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...admin.headers },
  });
}

const requisite = (name: string, value: string) =>
  `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`;

/** import.xml of CommerceML 2.08 with the given products' inner XML. */
const catalogue = (products: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Каталог СодержитТолькоИзменения="false"><Ид>c</Ид><Наименование>Каталог</Наименование><Товары>
    ${products.map((inner) => `<Товар>${inner}</Товар>`).join('\n')}
  </Товары></Каталог>
</КоммерческаяИнформация>`;

const chain = (step: string) => `<Ид>chain</Ид><Наименование>Цепь сварная 6 мм</Наименование>
  <БазоваяЕдиница Код="006" НаименованиеПолное="Метр">м</БазоваяЕдиница><Вес>0,8</Вес>
  <ЗначенияРеквизитов>${requisite('Кратность', step)}${requisite('Минимальная партия', '1')}</ЗначенияРеквизитов>`;
const profile = `<Ид>profile</Ид><Наименование>Профиль ПП 60×27, 3 м</Наименование>
  <БазоваяЕдиница Код="796">шт<Пересчет><Единица>упак</Единица><Коэффициент>12</Коэффициент></Пересчет></БазоваяЕдиница>
  <ЗначенияРеквизитов>${requisite('Длина', '3000 мм')}${requisite('Вес', '1 450 г')}</ЗначенияРеквизитов>`;
const plain = `<Ид>plain</Ид><Наименование>Саморез 3,5×25</Наименование>`;

const importCatalogue = async (xml: string) => {
  const res = await post('/api/import/import0_1', xml, 'import.xml');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportResult>();
};

interface Row {
  external_id: string;
  weight_kg: string | null;
  length_m: string | null;
  quantity_step: string | null;
  min_quantity: string | null;
}
const rows = () =>
  rawRows<Row>(
    ctx.database.db,
    sql`select external_id, weight_kg::text, length_m::text, quantity_step::text, min_quantity::text
      from products where external_id is not null order by external_id`,
  );

describe('1C catalogue: weight, length and sale rule', () => {
  it('writes them, reports them, skips an unchanged re-import and applies a change', async () => {
    const first = await importCatalogue(catalogue([chain('0,1'), profile, plain]));
    expect(first.report).toMatchObject({ created: 3, measures: { weight: 2, length: 1, saleRule: 1 } });
    expect(first.report!.errors.map((e) => e.message)).toContain(IMPORT_TEXTS.commerceml.unitPackage('12'));
    expect(await rows()).toEqual([
      {
        external_id: 'chain',
        weight_kg: '0.800',
        length_m: null,
        quantity_step: '0.100',
        min_quantity: '1.000',
      },
      { external_id: 'plain', weight_kg: null, length_m: null, quantity_step: null, min_quantity: null },
      {
        external_id: 'profile',
        weight_kg: '1.450',
        length_m: '3.000',
        quantity_step: null,
        min_quantity: null,
      },
    ]);

    const again = await importCatalogue(catalogue([chain('0,1'), profile, plain]));
    expect(again.report).toMatchObject({ created: 0, updated: 0, skipped: 3 });

    const changed = await importCatalogue(catalogue([chain('0,5'), profile, plain]));
    expect(changed.report).toMatchObject({ created: 0, updated: 1, skipped: 2 });
    const [chainRow] = await rows();
    expect(chainRow).toMatchObject({ quantity_step: '0.500', min_quantity: '1.000' });

    // the storefront sells the chain by its 1C rule once it is priced
    const [priced] = await rawRows<{ id: number }>(
      ctx.database.db,
      sql`update products set published = true, price = 120 where external_id = 'chain' returning id`,
    );
    const page = (await ctx.app.inject({ url: `/api/products/${priced!.id}` })).json();
    expect(page).toMatchObject({ unit_name: 'м', quantity_step: 0.5, min_quantity: 1, weight_kg: 0.8 });
  });

  it('keeps what staff set where 1C says nothing, and takes what 1C says once its record changes', async () => {
    await ctx.database.db.execute(
      sql`update products set weight_kg = 0.01, quantity_step = 100 where external_id = 'plain'`,
    );
    await ctx.database.db.execute(sql`update products set weight_kg = 9 where external_id = 'profile'`);
    const res = await importCatalogue(
      catalogue([chain('0,5'), profile, `${plain}<Описание>Новое</Описание>`]),
    );
    expect(res.report).toMatchObject({ updated: 1, skipped: 2 });
    let state = await rows();
    expect(state.find((row) => row.external_id === 'plain')).toMatchObject({
      weight_kg: '0.010',
      quantity_step: '100.000',
    });
    // as with every field: an unchanged 1C record is not applied again, staff's edit stays
    expect(state.find((row) => row.external_id === 'profile')).toMatchObject({ weight_kg: '9.000' });
    const edited = profile.replace('Профиль ПП 60×27, 3 м', 'Профиль потолочный ПП 60×27, 3 м');
    await importCatalogue(catalogue([chain('0,5'), edited, `${plain}<Описание>Новое</Описание>`]));
    state = await rows();
    expect(state.find((row) => row.external_id === 'profile')).toMatchObject({ weight_kg: '1.450' });
  });
});

describe('1C offers: fractional stock', () => {
  const offers = (quantity: string) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <ПакетПредложений СодержитТолькоИзменения="false"><Ид>p</Ид><Наименование>Пакет</Наименование>
    <ТипыЦен><ТипЦены><Ид>rt</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>
    <Предложения><Предложение><Ид>chain</Ид>
      <Цены><Цена><ИдТипаЦены>rt</ИдТипаЦены><ЦенаЗаЕдиницу>120</ЦенаЗаЕдиницу></Цена></Цены>
      <Количество>${quantity}</Количество></Предложение></Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`;
  const stock = async () =>
    (
      await rawRows<{ stock_exact: string; stock_quantity: number }>(
        ctx.database.db,
        sql`select stock_exact::text, stock_quantity from products where external_id = 'chain'`,
      )
    )[0];

  it('reaches the exact stock through the trigger, and a re-import leaves it', async () => {
    const res = await post('/api/import/update-prices', offers('145.984'), 'offers.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock()).toEqual({ stock_exact: '145.984', stock_quantity: 145 });
    const again = await post('/api/import/update-prices', offers('145.984'), 'offers.xml');
    expect(again.json().report).toMatchObject({ updated: 0 });
    expect(await stock()).toEqual({ stock_exact: '145.984', stock_quantity: 145 });
    await post('/api/import/update-prices', offers('2'), 'offers.xml');
    expect(await stock()).toEqual({ stock_exact: '2.000', stock_quantity: 2 });
  });
});
