import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  rawRows,
  startSmtpCapture,
  testConfig,
  type TestContext,
} from '../../../../test/helpers.js';
import {
  createUsers,
  orderPayload,
  postOrder,
  seedProducts,
  type TestUser,
} from '../../../../test/orders-fixtures.js';
import {
  childNames,
  childOf,
  ordersFileFrom1C,
  parseTree,
  requisitesOf,
  textOf,
  type DocumentFrom1C,
  type TreeNode,
} from '../../../../test/sale-documents.js';
import { readCommerceMl } from '../parsers/commerceml.js';
import { ImportParseError } from '../parsers/types.js';
import { exchangeSessions } from './exchange.tables.js';
import { createSaleExchange, type SaleExchange } from './sale-exchange.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let alice: TestUser;
let sale: SaleExchange;
let setStatusCalls: ReturnType<typeof vi.fn>;
let workDir: string;

const GUID = 'cbcf4968-55bc-11d9-848a-00112f43529a';
/** Ids far from the order ids, so a mixed-up id never passes by accident. */
const P = { fromOneC: 5101, handMade: 5102 } as const;
const PRICE = { [P.fromOneC]: 81, [P.handMade]: 1250.5 };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ config: testConfig({ SMTP_URL: smtp.url, NEW_ORDERS_PER_CUSTOMER: '100' }) });
  await seedProducts(ctx, 'Кровля', [
    {
      id: P.fromOneC,
      name: 'Барбарис (конфеты)',
      price: '81.00',
      externalId: GUID,
      unitCode: '166',
      unitName: 'кг',
    },
    { id: P.handMade, name: 'Сборка навеса', price: '1250.50', article: '' },
  ]);
  [alice] = (await createUsers(ctx, ['alice'])) as [TestUser];
  const orders = ctx.app.services.orders;
  setStatusCalls = vi.fn(orders.setStatus);
  sale = createSaleExchange({
    db: ctx.database.db,
    orders: { ...orders, setStatus: setStatusCalls as unknown as typeof orders.setStatus },
    log: ctx.app.log,
    seller: () => ctx.app.services.shop.current(),
  });
  workDir = mkdtempSync(join(tmpdir(), 'sale-exchange-'));
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // every test starts with no order waiting for 1C
  await ctx.database.db.execute(sql`update orders set exported_at = now() where exported_at is null`);
  await ctx.database.db.execute(sql`delete from exchange_settings`);
  setStatusCalls.mockClear();
});

async function openSession(): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await ctx.database.db.insert(exchangeSessions).values({
    id,
    type: 'sale',
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 2 * 3600_000),
  });
  return id;
}

async function placeOrder(lines: { product_id: keyof typeof PRICE; quantity: number }[]): Promise<number> {
  const payload = orderPayload(lines.map((l) => ({ ...l, price: PRICE[l.product_id] })));
  const res = await postOrder(ctx, alice.headers, payload);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function queryXml(sessionId: string) {
  const answer = await sale.query(sessionId);
  return { ...answer, xml: answer.body.toString('utf8') };
}

/** Every record the shop's own CommerceML parser reads from the file. */
async function readAll(path: string) {
  const records = [];
  for await (const record of readCommerceMl(path, { fileName: 'query.xml' })) records.push(record);
  return records;
}

const documentsOf = (root: TreeNode) => root.children.filter((c) => c.name === 'Документ');
const documentOf = (root: TreeNode, orderId: number) => {
  const found = documentsOf(root).find((d) => textOf(d, 'Номер') === String(orderId));
  if (!found) throw new Error(`no document for order ${orderId}`);
  return found;
};

const DOCUMENT_ORDER = [
  'Ид',
  'Номер',
  'Дата',
  'ХозОперация',
  'Роль',
  'Валюта',
  'Курс',
  'Сумма',
  'Контрагенты',
  'Время',
  'Комментарий',
  'Товары',
  'ЗначенияРеквизитов',
];

const kopecks = (decimal: string) => {
  expect(decimal).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(decimal) * 100);
};

async function exportedAt(ids: number[]) {
  const rows = await rawRows<{ id: number; exported: boolean }>(
    ctx.database.db,
    sql`select id, exported_at is not null as exported from orders where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.exported]));
}

describe('query', () => {
  it('sends every order not yet exported as a CommerceML 2.08 document in the schema’s element order', async () => {
    const first = await placeOrder([
      { product_id: P.fromOneC, quantity: 2 },
      { product_id: P.handMade, quantity: 1 },
    ]);
    const second = await placeOrder([{ product_id: P.fromOneC, quantity: 5 }]);
    const session = await openSession();

    const { xml, contentType } = await queryXml(session);

    expect(contentType).toBe('application/xml; charset=utf-8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = parseTree(xml);
    expect(root.name).toBe('КоммерческаяИнформация');
    expect(root.attributes['ВерсияСхемы']).toBe('2.08');
    expect(root.attributes['ДатаФормирования']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(documentsOf(root).map((d) => textOf(d, 'Номер'))).toEqual([String(first), String(second)]);

    const doc = documentOf(root, first);
    expect(childNames(doc)).toEqual(DOCUMENT_ORDER);
    expect(textOf(doc, 'Ид')).toBe(`shop-order-${first}`);
    expect(textOf(doc, 'Дата')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textOf(doc, 'Время')).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(textOf(doc, 'ХозОперация')).toBe('Заказ товара');
    expect(textOf(doc, 'Роль')).toBe('Продавец');
    expect(textOf(doc, 'Валюта')).toBe('руб');
    expect(textOf(doc, 'Курс')).toBe('1');
    // the fixture's zone delivers free: no delivery line, the zone and its cost in the comment
    expect(textOf(doc, 'Комментарий')).toBe(
      'Доставка: с. Верхняя Хава, бесплатно; с. Верхняя Хава, ул. Садовая, 5',
    );

    const lines = childOf(doc, 'Товары').children;
    expect(lines).toHaveLength(2); // free delivery: no ORDER_DELIVERY line
    const [goods, service] = lines as [TreeNode, TreeNode];
    expect(childNames(goods)).toEqual([
      'Ид',
      'Артикул',
      'Наименование',
      'БазоваяЕдиница',
      'ЗначенияРеквизитов',
      'ЦенаЗаЕдиницу',
      'Количество',
      'Сумма',
      'Коэффициент',
    ]);
    expect(textOf(goods, 'Ид')).toBe(GUID);
    expect(textOf(goods, 'Наименование')).toBe('Барбарис (конфеты)');
    expect(childOf(goods, 'БазоваяЕдиница')).toMatchObject({
      text: 'кг',
      attributes: { Код: '166', НаименованиеПолное: 'Килограмм', МеждународноеСокращение: 'KGM' },
    });
    expect(requisitesOf(goods)).toEqual([
      ['ВидНоменклатуры', 'Товар'],
      ['ТипНоменклатуры', 'Товар'],
    ]);
    expect([
      textOf(goods, 'ЦенаЗаЕдиницу'),
      textOf(goods, 'Количество'),
      textOf(goods, 'Сумма'),
      textOf(goods, 'Коэффициент'),
    ]).toEqual(['81.00', '2', '162.00', '1']);
    // a product 1C does not know goes as a service with a made-up, stable Ид
    expect(textOf(service, 'Ид')).toBe(`shop-product-${P.handMade}`);
    expect(childNames(service)).not.toContain('Артикул');
    expect(requisitesOf(service)).toEqual([
      ['ВидНоменклатуры', 'Услуга'],
      ['ТипНоменклатуры', 'Услуга'],
    ]);
    expect(childOf(service, 'БазоваяЕдиница')).toMatchObject({
      text: 'шт',
      attributes: { Код: '796', НаименованиеПолное: 'Штука', МеждународноеСокращение: 'PCE' },
    });
    expect(textOf(service, 'Сумма')).toBe('1250.50');

    const lineSums = lines.map((l) => kopecks(textOf(l, 'Сумма')));
    expect(kopecks(textOf(doc, 'Сумма'))).toBe(lineSums.reduce((a, b) => a + b, 0));
    expect(textOf(doc, 'Сумма')).toBe('1412.50');

    const customer = childOf(childOf(doc, 'Контрагенты'), 'Контрагент');
    expect(childNames(customer)).toEqual([
      'Ид',
      'Наименование',
      'ПолноеНаименование',
      'Фамилия',
      'Имя',
      'Отчество',
      'АдресРегистрации',
      'Контакты',
      'Роль',
    ]);
    expect(textOf(customer, 'Ид')).toBe(`shop-customer-${alice.id}#Петров Пётр Петрович`);
    expect(textOf(customer, 'ПолноеНаименование')).toBe('Петров Пётр Петрович');
    expect([textOf(customer, 'Фамилия'), textOf(customer, 'Имя'), textOf(customer, 'Отчество')]).toEqual([
      'Петров',
      'Пётр',
      'Петрович',
    ]);
    expect(textOf(customer, 'АдресРегистрации', 'Представление')).toBe('с. Верхняя Хава, ул. Садовая, 5');
    expect(
      childOf(customer, 'Контакты').children.map((c) => [textOf(c, 'Тип'), textOf(c, 'Значение')]),
    ).toEqual([
      ['Почта', 'petrov@example.ru'],
      ['Телефон рабочий', '+79001234567'],
    ]);
    expect(textOf(customer, 'Роль')).toBe('Покупатель');

    const requisites = requisitesOf(doc);
    expect(requisites.map(([name]) => name)).toEqual([
      'Метод оплаты',
      'Заказ оплачен',
      'Доставка разрешена',
      'Отменен',
      'Финальный статус',
      'Статус заказа',
      'Дата изменения статуса',
      // the seller, as the shop's settings name it
      'Продавец',
      'ИНН продавца',
      'КПП продавца',
      'ОГРН продавца',
      'Юридический адрес продавца',
    ]);
    expect(Object.fromEntries(requisites)).toMatchObject({
      'Метод оплаты': 'Наличный расчет',
      'Заказ оплачен': 'false',
      'Доставка разрешена': 'true',
      Отменен: 'false',
      'Финальный статус': 'false',
      'Статус заказа': 'Новый',
    });
    expect(Object.fromEntries(requisites)['Дата изменения статуса']).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    const [remembered] = await rawRows<{ ids: number[] }>(
      ctx.database.db,
      sql`select queried_order_ids as ids from exchange_sessions where id = ${session}`,
    );
    expect(remembered!.ids).toEqual([first, second]);
  });

  it('is read by the shop’s own CommerceML parser without an error', async () => {
    await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const { body } = await sale.query(await openSession());
    const path = join(workDir, 'query.xml');
    writeFileSync(path, body);

    const records = await readAll(path);

    expect(records[0]).toMatchObject({ kind: 'document', schemaVersion: '2.08', encoding: 'utf-8' });
    expect(records.filter((r) => r.kind === 'issue' && r.issue.level === 'error')).toEqual([]);
  });

  it('keeps the Ид and Номер of an order the same until 1C confirms it', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const once = documentOf(parseTree((await queryXml(await openSession())).xml), id);
    const again = documentOf(parseTree((await queryXml(await openSession())).xml), id);
    expect([textOf(again, 'Ид'), textOf(again, 'Номер')]).toEqual([
      textOf(once, 'Ид'),
      textOf(once, 'Номер'),
    ]);
  });

  it('answers an empty root when no order waits', async () => {
    const { xml } = await queryXml(await openSession());
    const root = parseTree(xml);
    expect(root.name).toBe('КоммерческаяИнформация');
    expect(root.children).toEqual([]);
  });

  it('escapes the customer’s text and drops control characters', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    await ctx.database.db.execute(sql`update orders set
        full_name = ${'Иванова "Анна" <b>&\u0007Co</b>'},
        delivery_address = ${'ул. Садовая, д. 5 & 7 <кв. 3>\u0001\u001f'}
      where id = ${id}`);

    const { xml } = await queryXml(await openSession());

    expect(xml).toContain('Иванова &quot;Анна&quot; &lt;b&gt;&amp;Co&lt;/b&gt;');
    expect(xml).toContain('ул. Садовая, д. 5 &amp; 7 &lt;кв. 3&gt;');
    // eslint-disable-next-line no-control-regex -- the point of the check
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const customer = childOf(childOf(documentOf(parseTree(xml), id), 'Контрагенты'), 'Контрагент');
    expect(textOf(customer, 'Наименование')).toBe('Иванова "Анна" <b>&Co</b>');
    expect(textOf(customer, 'АдресРегистрации', 'Представление')).toBe('ул. Садовая, д. 5 & 7 <кв. 3>');
  });

  it('writes windows-1251, declared so, when the settings ask for it', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 3 }]);
    await ctx.database.db.execute(sql`update orders set full_name = ${'Ёлкина Анна 😀'} where id = ${id}`);
    await ctx.database.db.execute(
      sql`insert into exchange_settings (id, orders_encoding) values (1, 'windows-1251')`,
    );

    const { body, contentType } = await sale.query(await openSession());

    expect(contentType).toBe('application/xml; charset=windows-1251');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(body)).toThrow();
    expect(body.includes(iconv.encode('Документ', 'win1251'))).toBe(true);
    const xml = iconv.decode(body, 'win1251');
    expect(xml.startsWith('<?xml version="1.0" encoding="windows-1251"?>')).toBe(true);
    // what the code page lacks travels as a character reference
    expect(xml).toContain('Ёлкина Анна &#128512;');
    const customer = childOf(childOf(documentOf(parseTree(xml), id), 'Контрагенты'), 'Контрагент');
    expect(textOf(customer, 'Наименование')).toBe('Ёлкина Анна 😀');
    // the shop's own parser detects the encoding from the declaration
    const path = join(workDir, 'query-1251.xml');
    writeFileSync(path, body);
    const [first] = await readAll(path);
    expect(first).toMatchObject({ kind: 'document', encoding: 'windows-1251' });
  });

  it('refuses an unknown session', async () => {
    await expect(sale.query('no-such-session')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sale.success('no-such-session')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('query: currency, units and counterparties as 1C reads them', () => {
  const documentFor = async (orderId: number) =>
    documentOf(parseTree((await queryXml(await openSession())).xml), orderId);
  const customerIdOf = (doc: TreeNode) => textOf(childOf(childOf(doc, 'Контрагенты'), 'Контрагент'), 'Ид');

  it('writes Валюта as the exchange settings name it, 1C’s own «руб» when unset', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    expect(textOf(await documentFor(id), 'Валюта')).toBe('руб');
    await ctx.database.db.execute(sql`insert into exchange_settings (id) values (1)`);
    expect(textOf(await documentFor(id), 'Валюта')).toBe('руб');
    await ctx.database.db.execute(sql`update exchange_settings set currency = 'RUB' where id = 1`);
    expect(textOf(await documentFor(id), 'Валюта')).toBe('RUB');
  });

  it('gives each buyer of an account a counterparty of their own, and a guest order its own', async () => {
    const [petrov, sidorova, petrovAgain, guest] = [
      await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]),
      await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]),
      await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]),
      await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]),
    ];
    await ctx.database.db.execute(
      sql`update orders set full_name = ${'Сидорова  Анна'} where id = ${sidorova}`,
    );
    await ctx.database.db.execute(
      sql`update orders set full_name = ${' Петров   Пётр Петрович '} where id = ${petrovAgain}`,
    );
    await ctx.database.db.execute(sql`update orders set user_id = null where id = ${guest}`);
    const root = parseTree((await queryXml(await openSession())).xml);
    const ids = [petrov, sidorova, petrovAgain, guest].map((id) => customerIdOf(documentOf(root, id)));

    expect(ids).toEqual([
      `shop-customer-${alice.id}#Петров Пётр Петрович`,
      `shop-customer-${alice.id}#Сидорова Анна`,
      `shop-customer-${alice.id}#Петров Пётр Петрович`,
      `shop-customer-order-${guest}`,
    ]);
  });
});

describe('success', () => {
  it('marks exactly the queried orders; one placed after the query goes next time', async () => {
    const a = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const b = await placeOrder([{ product_id: P.handMade, quantity: 1 }]);
    const session = await openSession();
    await sale.query(session);
    const late = await placeOrder([{ product_id: P.fromOneC, quantity: 2 }]);

    expect(await sale.success(session)).toBe(2);

    expect(await exportedAt([a, b, late])).toEqual({ [a]: true, [b]: true, [late]: false });
    // a repeated success marks nothing more
    expect(await sale.success(session)).toBe(0);
    expect(await exportedAt([late])).toEqual({ [late]: false });

    const next = await openSession();
    const root = parseTree((await queryXml(next)).xml);
    expect(documentsOf(root).map((d) => textOf(d, 'Номер'))).toEqual([String(late)]);
    expect(await sale.success(next)).toBe(1);
    expect(await exportedAt([late])).toEqual({ [late]: true });
    expect(documentsOf(parseTree((await queryXml(await openSession())).xml))).toEqual([]);
  });

  it('without a query marks nothing', async () => {
    const a = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    expect(await sale.success(await openSession())).toBe(0);
    expect(await exportedAt([a])).toEqual({ [a]: false });
  });
});

describe('importOrders', () => {
  let fileNumber = 0;

  async function importFile(
    session: string,
    documents: DocumentFrom1C[],
    encoding: 'utf-8' | 'windows-1251' = 'utf-8',
  ) {
    const name = `orders-${++fileNumber}.xml`;
    const path = join(workDir, name);
    const xml = ordersFileFrom1C(documents, encoding === 'utf-8' ? 'UTF-8' : 'windows-1251');
    writeFileSync(path, encoding === 'utf-8' ? xml : iconv.encode(xml, 'win1251'));
    return sale.importOrders(session, path, name);
  }

  const events = (orderId: number | null) =>
    rawRows<{ kind: string; details: Record<string, unknown>; session_id: string; document_number: string }>(
      ctx.database.db,
      orderId === null
        ? sql`select kind, details, session_id, document_number from exchange_order_events where order_id is null order by id`
        : sql`select kind, details, session_id, document_number from exchange_order_events where order_id = ${orderId} order by id`,
    );

  const profileOrder = async (id: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number; status: string; status_rus: string }[]).find((o) => o.id === id);
  };
  const statusMails = (id: number) =>
    smtp.messages.filter((m) => m.to === alice.email && m.subject.startsWith(`Заказ № ${id}:`));

  it('applies a mapped status like an admin change: the profile shows it and the customer gets an e-mail', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 2 }]);
    const session = await openSession();

    const result = await importFile(session, [
      { number: String(id), id: `shop-order-${id}`, requisites: [['Статус заказа', 'В работе']] },
    ]);

    expect(result).toEqual({ applied: 1, unknown: 0, notFound: 0, changedLines: 0 });
    expect(await profileOrder(id)).toMatchObject({ status: 'PROCESSING', status_rus: 'В обработке' });
    await vi.waitFor(() => expect(statusMails(id)).toHaveLength(1), { timeout: 10_000 });
    expect(statusMails(id)[0]!.subject).toMatch(`Заказ № ${id}: В обработке`);
    expect(await events(id)).toEqual([
      {
        kind: 'status_applied',
        session_id: session,
        document_number: String(id),
        details: {
          from: 'NEW',
          to: 'PROCESSING',
          requisite: 'Статус заказа',
          value: 'В работе',
          applied: true,
        },
      },
    ]);
    const history = await ctx.app.services.history.list({ entity: 'order', id });
    expect(history[0]).toMatchObject({
      action: 'status',
      actor: null,
      changes: { status: ['NEW', 'PROCESSING'] },
    });
  });

  it('is idempotent: the same file twice changes nothing the second time', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 2 }]);
    const gone = { number: '777777', id: 'aaaaaaaa-0000-0000-0000-000000000001' };
    const documents: DocumentFrom1C[] = [
      {
        number: String(id),
        requisites: [['Статус заказа', 'В работе']],
        lines: [{ id: GUID, name: 'Барбарис (конфеты)', quantity: '3', price: '81.00' }],
      },
      { ...gone, requisites: [['Статус заказа', 'Доставлен']] },
    ];
    const first = await importFile(await openSession(), documents);
    expect(first).toEqual({ applied: 1, unknown: 0, notFound: 1, changedLines: 1 });
    const eventsBefore = [...(await events(id)), ...(await events(null))];
    expect(setStatusCalls).toHaveBeenCalledTimes(1);
    setStatusCalls.mockClear();
    // staff move the order on in the shop; 1C repeating itself must not undo that
    await ctx.app.services.orders.setStatus(id, 'DELIVERING', null);

    const second = await importFile(await openSession(), documents);

    expect(second.applied).toBe(0);
    expect(setStatusCalls).not.toHaveBeenCalled();
    expect([...(await events(id)), ...(await events(null))]).toEqual(eventsBefore);
    expect(await profileOrder(id)).toMatchObject({ status: 'DELIVERING' });
  });

  it('keeps an unknown status as an event and leaves the order as it was', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);

    const result = await importFile(await openSession(), [
      { number: String(id), requisites: [['Статус заказа', 'Ждёт поставки']] },
    ]);

    expect(result).toEqual({ applied: 0, unknown: 1, notFound: 0, changedLines: 0 });
    expect(setStatusCalls).not.toHaveBeenCalled();
    expect(await profileOrder(id)).toMatchObject({ status: 'NEW' });
    const [event] = await events(id);
    expect(event).toMatchObject({
      kind: 'status_unknown',
      details: { requisite: 'Статус заказа', value: 'Ждёт поставки' },
    });
    expect(event!.details.message).toContain('Ждёт поставки');
  });

  it('records changed lines with before and after and never re-prices the order', async () => {
    const id = await placeOrder([
      { product_id: P.fromOneC, quantity: 2 },
      { product_id: P.handMade, quantity: 1 },
    ]);
    const before = await profileOrder(id);

    const result = await importFile(await openSession(), [
      {
        number: String(id),
        lines: [
          { id: GUID, name: 'Барбарис (конфеты)', quantity: '4', price: '75,50' },
          { id: 'ORDER_DELIVERY', name: 'Доставка', quantity: '1', price: '300' },
        ],
      },
    ]);

    expect(result).toEqual({ applied: 0, unknown: 0, notFound: 0, changedLines: 1 });
    expect(await profileOrder(id)).toEqual(before);
    const [event] = await events(id);
    expect(event).toMatchObject({
      kind: 'lines_changed',
      details: {
        before: [
          { id: GUID, name: 'Барбарис (конфеты)', quantity: 2, price: '81.00' },
          { id: `shop-product-${P.handMade}`, name: 'Сборка навеса', quantity: 1, price: '1250.50' },
        ],
        after: [{ id: GUID, name: 'Барбарис (конфеты)', quantity: 4, price: '75.50' }],
      },
    });
  });

  it('sees no change in lines that match the order (the delivery line aside)', async () => {
    const id = await placeOrder([
      { product_id: P.handMade, quantity: 1 },
      { product_id: P.fromOneC, quantity: 2 },
    ]);
    const { xml } = await queryXml(await openSession());
    const lines = childOf(documentOf(parseTree(xml), id), 'Товары').children.map((l) => ({
      id: textOf(l, 'Ид'),
      name: textOf(l, 'Наименование'),
      quantity: textOf(l, 'Количество'),
      price: textOf(l, 'ЦенаЗаЕдиницу'),
    }));

    const result = await importFile(await openSession(), [
      {
        number: String(id),
        lines: [...lines.reverse(), { id: 'ORDER_DELIVERY', name: 'Доставка', quantity: '1', price: '0' }],
      },
    ]);

    expect(result.changedLines).toBe(0);
    expect(await events(id)).toEqual([]);
  });

  it('reads decimal quantities back: the same 2.5 kg is no change, 3.5 kg is', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 2.5 }]);
    const { xml } = await queryXml(await openSession());
    const [goods] = childOf(documentOf(parseTree(xml), id), 'Товары').children as [TreeNode];
    expect([textOf(goods, 'Количество'), textOf(goods, 'Сумма'), textOf(goods, 'Коэффициент')]).toEqual([
      '2.5',
      '202.50',
      '1',
    ]);

    const same = await importFile(await openSession(), [
      {
        number: String(id),
        lines: [{ id: GUID, name: 'Барбарис (конфеты)', quantity: '2.500', price: '81.00' }],
      },
    ]);
    expect(same.changedLines).toBe(0);

    const changed = await importFile(await openSession(), [
      {
        number: String(id),
        lines: [{ id: GUID, name: 'Барбарис (конфеты)', quantity: '3,5', price: '81.00' }],
      },
    ]);
    expect(changed.changedLines).toBe(1);
    const [event] = await events(id);
    expect(event).toMatchObject({
      kind: 'lines_changed',
      details: {
        before: [{ id: GUID, quantity: 2.5, price: '81.00' }],
        after: [{ id: GUID, quantity: 3.5, price: '81.00' }],
      },
    });
  });

  it('reports a document that matches no order', async () => {
    const before = (await events(null)).length;
    const result = await importFile(await openSession(), [
      {
        number: 'ЦБ-000123',
        id: 'bbbbbbbb-0000-0000-0000-000000000002',
        requisites: [['Статус заказа', 'В работе']],
      },
    ]);
    expect(result).toEqual({ applied: 0, unknown: 0, notFound: 1, changedLines: 0 });
    const added = (await events(null)).slice(before);
    expect(added).toMatchObject([{ kind: 'order_not_found', document_number: 'ЦБ-000123' }]);
    expect(setStatusCalls).not.toHaveBeenCalled();
  });

  it('matches on Ид when Номер is 1C’s own, and later on 1C’s GUID it was seen with', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const guid = 'cccccccc-0000-0000-0000-000000000003';

    const byShopId = await importFile(await openSession(), [
      { number: '00000000042', id: `shop-order-${id}`, requisites: [['Статус заказа', 'Собран']] },
    ]);
    expect(byShopId.applied).toBe(1);
    expect(await profileOrder(id)).toMatchObject({ status: 'READY' });

    await importFile(await openSession(), [
      { number: String(id), id: guid, requisites: [['Статус заказа', 'Отгружен']] },
    ]);
    expect(await profileOrder(id)).toMatchObject({ status: 'DELIVERING' });
    const byGuid = await importFile(await openSession(), [
      { number: 'УТ-00017', id: guid, requisites: [['Статус заказа', 'Выполнен']] },
    ]);
    expect(byGuid).toEqual({ applied: 1, unknown: 0, notFound: 0, changedLines: 0 });
    expect(await profileOrder(id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('lets Отменен=true win over the status text, and gives the goods back', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 4 }]);
    const stock = async () =>
      (
        await rawRows<{ n: number }>(
          ctx.database.db,
          sql`select stock_quantity as n from products where id = ${P.fromOneC}`,
        )
      )[0]!.n;
    const stockBefore = await stock();

    const result = await importFile(await openSession(), [
      {
        number: String(id),
        requisites: [
          ['Отменен', 'true'],
          ['Статус заказа', 'В работе'],
          ['Оплачен', 'false'],
        ],
      },
    ]);

    expect(result.applied).toBe(1);
    expect(await profileOrder(id)).toMatchObject({ status: 'CANCELLED' });
    expect(await stock()).toBe(stockBefore + 4);
  });

  it('records a status the transition rules refuse, once, and leaves the order', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    await ctx.app.services.orders.setStatus(id, 'CANCELLED', null);
    const documents = [
      { number: String(id), requisites: [['Статус заказа', 'В работе']] as [string, string][] },
    ];

    expect(await importFile(await openSession(), documents)).toMatchObject({ applied: 0 });
    expect(await importFile(await openSession(), documents)).toMatchObject({ applied: 0 });

    expect(await profileOrder(id)).toMatchObject({ status: 'CANCELLED' });
    const recorded = await events(id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: 'status_applied',
      details: { from: 'CANCELLED', to: 'PROCESSING', applied: false },
    });
    expect(recorded[0]!.details.message).toMatch(/нельзя/);
  });

  it('reads a windows-1251 file and takes the shop’s own status names back', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const result = await importFile(
      await openSession(),
      [{ number: String(id), requisites: [['Статус заказа', 'Готов к выдаче']] }],
      'windows-1251',
    );
    expect(result.applied).toBe(1);
    expect(await profileOrder(id)).toMatchObject({ status: 'READY' });

    // the status the shop itself sent, echoed back, is no unknown status
    const echoed = await importFile(await openSession(), [
      { number: String(id), requisites: [['Статус заказа', 'Готов к выдаче']] },
    ]);
    expect(echoed).toEqual({ applied: 0, unknown: 0, notFound: 0, changedLines: 0 });
  });

  it('skips documents of other operations', async () => {
    const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
    const result = await importFile(await openSession(), [
      {
        number: String(id),
        operation: 'Выплата наличных денег',
        requisites: [['Статус заказа', 'В работе']],
      },
    ]);
    expect(result).toEqual({ applied: 0, unknown: 0, notFound: 0, changedLines: 0 });
    expect(await profileOrder(id)).toMatchObject({ status: 'NEW' });
  });

  it('refuses a file with a DOCTYPE or that is not CommerceML, in Russian', async () => {
    const session = await openSession();
    const doctype = join(workDir, 'doctype.xml');
    writeFileSync(
      doctype,
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><КоммерческаяИнформация>&a;</КоммерческаяИнформация>',
    );
    await expect(sale.importOrders(session, doctype, 'doctype.xml')).rejects.toThrow(ImportParseError);
    const other = join(workDir, 'other.xml');
    writeFileSync(other, '<?xml version="1.0"?><html><body/></html>');
    const refusal = sale.importOrders(session, other, 'other.xml');
    await expect(refusal).rejects.toThrow(ImportParseError);
    await expect(refusal).rejects.toThrow(/[А-Яа-я]/);
  });

  describe('CommerceML 3.1 documents (Контейнер/Документ) and the requisites 1C marks payment with', () => {
    /** A document as 1C:УТ 11 writes it in documents___….xml (CommerceML 3.1). */
    function document31(orderId: number, line: { quantity: string; price: string }, extra = ''): string {
      return `
    <Документ>
      <Ид>4f1c2a9e-12f0-11ef-8b2e-00155d0a${String(orderId).padStart(4, '0')}</Ид>
      <НомерВерсии>AAAAAQAAAAE=</НомерВерсии>
      <ПометкаУдаления>false</ПометкаУдаления>
      <Номер>${orderId}</Номер>
      <Дата>2024-05-14</Дата>
      <Время>10:12:45</Время>
      <ХозОперация>Заказ товара</ХозОперация>
      <Роль>Продавец</Роль>
      <Валюта>руб</Валюта>
      <Курс>1</Курс>
      <Сумма>151.00</Сумма>
      <Контрагенты>
        <Контрагент>
          <Ид>shop-customer-${alice.id}#Петров Пётр Петрович</Ид>
          <Наименование>Петров Пётр Петрович</Наименование>
          <Роль>Покупатель</Роль>
        </Контрагент>
      </Контрагенты>
      <Товары>
        <Товар>
          <Ид>${GUID}</Ид>
          <Наименование>Барбарис (конфеты)</Наименование>
          <БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">кг</БазоваяЕдиница>
          <Цена>${line.price}</Цена>
          <Количество>${line.quantity}</Количество>
          <Сумма>151.00</Сумма>
          <Коэффициент>1</Коэффициент>
        </Товар>
      </Товары>
      <ЗначенияРеквизитов>
        <ЗначениеРеквизита><Наименование>Номер по 1С</Наименование><Значение>УТ-00000123</Значение></ЗначениеРеквизита>
        <ЗначениеРеквизита><Наименование>Дата по 1С</Наименование><Значение>2024-05-15T09:28:40</Значение></ЗначениеРеквизита>
        <ЗначениеРеквизита><Наименование>ПометкаУдаления</Наименование><Значение>false</Значение></ЗначениеРеквизита>
        <ЗначениеРеквизита><Наименование>Проведен</Наименование><Значение>true</Значение></ЗначениеРеквизита>
        ${extra}
        <ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>Открыт</Значение></ЗначениеРеквизита>
      </ЗначенияРеквизитов>
    </Документ>`;
    }

    const PAID_IN_1C = `<ЗначениеРеквизита><Наименование>Номер оплаты по 1С</Наименование><Значение>УТ-00000045</Значение></ЗначениеРеквизита>
        <ЗначениеРеквизита><Наименование>Дата оплаты по 1С</Наименование><Значение>2024-05-15T09:29:10</Значение></ЗначениеРеквизита>`;

    function file31(documents: string[], namespace: string | null): string {
      const xmlns =
        namespace === null ? '' : ` xmlns="${namespace}" xmlns:xs="http://www.w3.org/2001/XMLSchema"`;
      return [
        '\ufeff<?xml version="1.0" encoding="UTF-8"?>',
        `<КоммерческаяИнформация${xmlns} ВерсияСхемы="3.1" ДатаФормирования="2024-05-15T09:30:12">`,
        '  <Контейнер>',
        ...documents,
        '  </Контейнер>',
        '</КоммерческаяИнформация>',
        '',
      ].join('\n');
    }

    async function importXml(session: string, xml: string) {
      const name = `documents___${++fileNumber}.xml`;
      const path = join(workDir, name);
      writeFileSync(path, xml);
      return sale.importOrders(session, path, name);
    }

    const statusOf = async (id: number) =>
      (
        await rawRows<{ status: string }>(ctx.database.db, sql`select status from orders where id = ${id}`)
      )[0]!.status;

    it('has the migration’s map rows for 1C’s sample status «Открыт» and the posted flag', async () => {
      const rows = await rawRows<{ requisite: string; value: string; status: string }>(
        ctx.database.db,
        sql`select requisite, value, status from exchange_status_map
          where (requisite, value) in (('Статус заказа', 'Открыт'), ('Проведен', 'true')) order by requisite`,
      );
      expect(rows).toEqual([
        { requisite: 'Проведен', value: 'true', status: 'PROCESSING' },
        { requisite: 'Статус заказа', value: 'Открыт', status: 'PROCESSING' },
      ]);
    });

    it.each([
      ['without a namespace', null],
      ['in the commerceml_3 namespace', 'urn:1C.ru:commerceml_3'],
    ])(
      'applies a 3.1 document %s: status, the payment once, and a price changed in <Цена>',
      async (_, namespace) => {
        const id = await placeOrder([{ product_id: P.fromOneC, quantity: 2 }]);
        const xml = file31([document31(id, { quantity: '2', price: '75.50' }, PAID_IN_1C)], namespace);

        const result = await importXml(await openSession(), xml);

        expect(result).toEqual({ applied: 1, unknown: 0, notFound: 0, changedLines: 1 });
        expect(await statusOf(id)).toBe('PROCESSING');
        const recorded = await events(id);
        expect(recorded.map((event) => event.kind)).toEqual(['status_applied', 'payment', 'lines_changed']);
        expect(recorded[0]!.details).toMatchObject({
          from: 'NEW',
          to: 'PROCESSING',
          requisite: 'Статус заказа',
          value: 'Открыт',
          applied: true,
        });
        expect(recorded[1]!.details).toEqual({
          number: 'УТ-00000045',
          date: '2024-05-15T09:29:10',
          message: 'Оплата по 1С № УТ-00000045 от 2024-05-15T09:29:10',
        });
        expect(recorded[2]!.details).toMatchObject({
          before: [{ id: GUID, quantity: 2, price: '81.00' }],
          after: [{ id: GUID, quantity: 2, price: '75.50' }],
        });

        // the same file again records nothing new
        await importXml(await openSession(), xml);
        expect(await events(id)).toHaveLength(3);
      },
    );

    it('sees no change in 3.1 lines whose <Цена> is the order’s', async () => {
      const id = await placeOrder([{ product_id: P.fromOneC, quantity: 2 }]);
      const result = await importXml(
        await openSession(),
        file31([document31(id, { quantity: '2', price: '81' })], 'urn:1C.ru:commerceml_3'),
      );
      expect(result.changedLines).toBe(0);
    });

    it('records each distinct payment once, and Оплачен=true alone as a payment without number', async () => {
      const id = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
      const payments = async () =>
        (await events(id)).filter((event) => event.kind === 'payment').map((event) => event.details);
      const paid = async (requisites: [string, string][]) =>
        importFile(await openSession(), [{ number: String(id), requisites }]);

      await paid([['Оплачен', 'true']]);
      await paid([['Оплачен', 'true']]);
      expect(await payments()).toEqual([{ number: null, date: null, message: 'Оплата по 1С' }]);

      await paid([
        ['Номер оплаты по 1С', '45'],
        ['Дата оплаты по 1С', '0001-01-01T00:00:00'],
      ]);
      await paid([['Номер оплаты по 1С', '45']]);
      await paid([['Оплачен', 'true']]);
      await paid([
        ['Номер оплаты по 1С', '46'],
        ['Дата оплаты по 1С', '2024-05-16T11:00:00'],
      ]);
      expect(await payments()).toEqual([
        { number: null, date: null, message: 'Оплата по 1С' },
        { number: '45', date: null, message: 'Оплата по 1С № 45' },
        { number: '46', date: '2024-05-16T11:00:00', message: 'Оплата по 1С № 46 от 2024-05-16T11:00:00' },
      ]);
      // empty requisites name no payment
      const other = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
      await importFile(await openSession(), [
        {
          number: String(other),
          requisites: [
            ['Номер оплаты по 1С', ''],
            ['Дата оплаты по 1С', '0001-01-01T00:00:00'],
            ['Оплачен', 'false'],
          ],
        },
      ]);
      expect(await events(other)).toEqual([]);
    });

    it('never moves an order back by Проведен or Отгружен, while the status text still applies', async () => {
      const ready = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
      await ctx.app.services.orders.setStatus(ready, 'READY', null);
      const completed = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
      await ctx.app.services.orders.setStatus(completed, 'COMPLETED', null);
      setStatusCalls.mockClear();

      const result = await importFile(await openSession(), [
        { number: String(ready), requisites: [['Проведен', 'true']] },
        {
          number: String(completed),
          requisites: [
            ['Проведен', 'true'],
            ['Отгружен', 'true'],
          ],
        },
      ]);

      expect(result.applied).toBe(0);
      expect(setStatusCalls).not.toHaveBeenCalled();
      expect([await statusOf(ready), await statusOf(completed)]).toEqual(['READY', 'COMPLETED']);
      expect([...(await events(ready)), ...(await events(completed))]).toEqual([]);

      // a posted order still moves on from NEW, and 1C's status text is taken as 1C says
      const fresh = await placeOrder([{ product_id: P.fromOneC, quantity: 1 }]);
      await importFile(await openSession(), [{ number: String(fresh), requisites: [['Проведен', 'true']] }]);
      expect(await statusOf(fresh)).toBe('PROCESSING');
      await importFile(await openSession(), [
        {
          number: String(ready),
          requisites: [
            ['Проведен', 'true'],
            ['Статус заказа', 'Открыт'],
          ],
        },
      ]);
      expect(await statusOf(ready)).toBe('PROCESSING');
    });
  });
});
