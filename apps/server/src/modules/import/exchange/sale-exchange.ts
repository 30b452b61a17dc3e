/**
 * The orders half of the 1C exchange (type=sale, commerceml.md §8.2), called by the exchange endpoint:
 * `query` sends every order 1C has not confirmed and remembers them in the session, `success` marks
 * exactly those exported, and `importOrders` applies an orders file from 1C: statuses through the
 * status map and the orders service (like a change in the admin area: e-mail, profile, admin page),
 * payments 1C recorded, unknown statuses, changed lines and unknown documents kept as the session's
 * order events.
 */
import { isDeepStrictEqual } from 'node:util';
import { SALE_TEXTS } from '@shop/shared/exchange/sale-texts';
import { DEFAULT_EXCHANGE_CURRENCY, OrdersEncoding } from '@shop/shared/exchange/schemas';
import { SHOP_TIME_ZONE } from '@shop/shared/orders/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { column, intArray, queryRow, queryRows } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import type { ExchangeOrder } from '../../orders/index.js';
import type { OrdersService } from '../../orders/index.js';
import { ordersDocument, type SellerDetails } from './sale-document.js';
import { readSaleDocuments, type SaleDocument } from './sale-parser.js';
import {
  compareLines,
  readPayment,
  resolveStatus,
  type SalePayment,
  type StatusMap,
  type StatusSource,
} from './sale-rules.js';

export interface SaleExchangeDeps {
  db: Database;
  orders: Pick<OrdersService, 'listUnexported' | 'findForExchange' | 'markExported' | 'setStatus'>;
  log: FastifyBaseLogger;
  /** the seller's details as the shop's settings hold them now (each document carries them) */
  seller: () => Promise<SellerDetails>;
}

export interface SaleQueryAnswer {
  body: Buffer;
  contentType: string;
}

/** What an orders file did: statuses changed, and documents with an unknown status, changed lines or no order. */
export interface SaleImportResult {
  applied: number;
  unknown: number;
  notFound: number;
  changedLines: number;
}

type EventKind = 'status_applied' | 'status_unknown' | 'lines_changed' | 'order_not_found' | 'payment';

const DocumentSettingsRow = z.object({ orders_encoding: OrdersEncoding, currency: column.text });
const NowRow = z.object({ now: column.text });
const IdsRow = z.object({ queried_order_ids: z.array(column.int) });
const MapRow = z.object({ requisite: column.text, value: column.text, status: column.text });
const OrderIdRow = z.object({ order_id: column.id });
const DetailsRow = z.object({ details: column.json(z.record(z.string(), z.unknown())) });

/** 1C's documents of other operations (payments, shipments) are not orders. */
const ORDER_OPERATION = SALE_TEXTS.document.operation.toLowerCase();
/** Our Номер: the order id as the customer sees it (1C's own numbers are zero-padded or prefixed). */
const OUR_NUMBER = /^[1-9]\d{0,8}$/;
const OUR_DOCUMENT_ID = /^shop-order-([1-9]\d{0,8})$/;

export function createSaleExchange({ db, orders, log, seller }: SaleExchangeDeps) {
  /** How `query` writes the documents: the encoding and the currency staff set (the defaults unset). */
  async function documentSettings(): Promise<{ encoding: OrdersEncoding; currency: string }> {
    const row = await queryRow(
      db,
      sql`select orders_encoding, currency from exchange_settings where id = 1`,
      DocumentSettingsRow,
    );
    return {
      encoding: row?.orders_encoding ?? 'utf-8',
      currency: row?.currency.trim() || DEFAULT_EXCHANGE_CURRENCY,
    };
  }

  async function shopNow(): Promise<string> {
    const row = await queryRow(
      db,
      sql`select to_char(now() at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS') as now`,
      NowRow,
    );
    return row!.now;
  }

  async function statusMap(): Promise<StatusMap> {
    const rows = await queryRows(db, sql`select requisite, value, status from exchange_status_map`, MapRow);
    return rows;
  }

  async function findOrder(document: SaleDocument): Promise<ExchangeOrder | undefined> {
    const number = document.number?.trim() ?? '';
    if (OUR_NUMBER.test(number)) {
      const [order] = await orders.findForExchange([Number(number)]);
      if (order) return order;
    }
    const id = document.id?.trim() ?? '';
    const ours = OUR_DOCUMENT_ID.exec(id);
    if (ours) return (await orders.findForExchange([Number(ours[1])]))[0];
    if (id === '') return undefined;
    // 1C's own GUID: the order it was matched to before (by Номер) in an earlier file
    const seen = await queryRow(
      db,
      sql`select order_id from exchange_order_events where document_id = ${id} and order_id is not null
        order by id desc limit 1`,
      OrderIdRow,
    );
    return seen ? (await orders.findForExchange([seen.order_id]))[0] : undefined;
  }

  /** The details of the newest event of this kind for the order (or for the unknown document). */
  async function latestDetails(
    kind: EventKind,
    orderId: number | null,
    document: SaleDocument,
  ): Promise<Record<string, unknown> | undefined> {
    const about =
      orderId === null
        ? sql`order_id is null and document_number is not distinct from ${document.number}
            and document_id is not distinct from ${document.id}`
        : sql`order_id = ${orderId}`;
    const row = await queryRow(
      db,
      sql`select details from exchange_order_events where kind = ${kind} and ${about}
        order by id desc limit 1`,
      DetailsRow,
    );
    return row?.details;
  }

  async function recordEvent(
    sessionId: string,
    kind: EventKind,
    orderId: number | null,
    document: SaleDocument,
    details: Record<string, unknown>,
  ): Promise<void> {
    await db.execute(sql`insert into exchange_order_events
        (session_id, order_id, document_number, document_id, kind, details)
      values (${sessionId}, ${orderId}, ${document.number}, ${document.id}, ${kind},
        ${JSON.stringify(details)}::jsonb)`);
  }

  /** Records the event unless the newest one of its kind says the same: a file sent twice adds nothing. */
  async function recordOnce(
    sessionId: string,
    kind: EventKind,
    orderId: number | null,
    document: SaleDocument,
    details: Record<string, unknown>,
    same: (previous: Record<string, unknown>) => boolean,
  ): Promise<boolean> {
    const previous = await latestDetails(kind, orderId, document);
    if (previous && same(previous)) return false;
    await recordEvent(sessionId, kind, orderId, document, details);
    return true;
  }

  const sameSource = (previous: Record<string, unknown>, source: StatusSource) =>
    previous.to === source.status &&
    String(previous.requisite).toLowerCase() === source.requisite.toLowerCase() &&
    String(previous.value).toLowerCase() === source.value.toLowerCase();

  /**
   * Moves the order to the status 1C's requisites map to, through the orders service (history, e-mail,
   * live updates), unless 1C already said exactly this before: a repeated file then changes nothing,
   * also after staff moved the order on in the shop. A move the transition rules refuse is recorded.
   */
  async function applyStatus(
    sessionId: string,
    order: ExchangeOrder,
    document: SaleDocument,
    source: StatusSource,
  ): Promise<boolean> {
    if (source.status === order.status) return false;
    const previous = await latestDetails('status_applied', order.id, document);
    if (previous && sameSource(previous, source)) return false;
    const change = {
      from: order.status,
      to: source.status,
      requisite: source.requisite,
      value: source.value,
    };
    try {
      await orders.setStatus(order.id, source.status, null);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
      const message = SALE_TEXTS.events.statusRefused(order.status, source.status);
      log.warn({ orderId: order.id, ...change }, 'status from 1C refused by the transition rules');
      await recordEvent(sessionId, 'status_applied', order.id, document, {
        ...change,
        applied: false,
        message,
      });
      return false;
    }
    log.info({ orderId: order.id, ...change }, 'status from 1C applied');
    await recordEvent(sessionId, 'status_applied', order.id, document, { ...change, applied: true });
    return true;
  }

  async function recordUnknownStatus(
    sessionId: string,
    order: ExchangeOrder,
    document: SaleDocument,
    unknown: { requisite: string; value: string },
  ): Promise<void> {
    log.warn({ orderId: order.id, ...unknown }, 'status from 1C not in the status map');
    const message = SALE_TEXTS.events.statusUnknown(unknown.requisite, unknown.value);
    await recordOnce(
      sessionId,
      'status_unknown',
      order.id,
      document,
      { ...unknown, message },
      (previous) => previous.requisite === unknown.requisite && previous.value === unknown.value,
    );
  }

  async function recordChangedLines(
    sessionId: string,
    order: ExchangeOrder,
    document: SaleDocument,
    change: { before: unknown[]; after: unknown[] },
  ): Promise<void> {
    log.warn({ orderId: order.id }, 'order lines changed in 1C');
    await recordOnce(
      sessionId,
      'lines_changed',
      order.id,
      document,
      { ...change, message: SALE_TEXTS.events.linesChanged },
      // jsonb keeps the keys in an order of its own: compare values, not texts
      (previous) => isDeepStrictEqual(previous.after, change.after),
    );
  }

  /** A payment 1C recorded, once: the same payment in a later file (or the same file again) adds nothing. */
  async function recordPayment(
    sessionId: string,
    order: ExchangeOrder,
    document: SaleDocument,
    payment: SalePayment,
  ): Promise<void> {
    const message = SALE_TEXTS.events.payment(payment.number, payment.date);
    // 'Оплачен' alone names no payment: any payment recorded before is the one it means
    const unnamed = payment.number === null && payment.date === null;
    const recorded = await recordOnce(
      sessionId,
      'payment',
      order.id,
      document,
      { ...payment, message },
      (previous) => unnamed || (previous.number === payment.number && previous.date === payment.date),
    );
    if (recorded) log.info({ orderId: order.id, ...payment }, 'payment from 1C recorded');
  }

  async function applyDocument(
    sessionId: string,
    document: SaleDocument,
    map: StatusMap,
    result: SaleImportResult,
  ): Promise<void> {
    const order = await findOrder(document);
    if (!order) {
      result.notFound++;
      log.warn({ number: document.number, id: document.id }, 'order document from 1C matches no order');
      await recordOnce(
        sessionId,
        'order_not_found',
        null,
        document,
        { message: SALE_TEXTS.events.orderNotFound },
        () => true,
      );
      return;
    }
    const { source, unknown } = resolveStatus(document.requisites, map, order.status);
    if (unknown) {
      result.unknown++;
      await recordUnknownStatus(sessionId, order, document, unknown);
    }
    if (source && (await applyStatus(sessionId, order, document, source))) result.applied++;
    const payment = readPayment(document.requisites);
    if (payment) await recordPayment(sessionId, order, document, payment);
    const lines = document.lines && compareLines(order.items, document.lines);
    if (lines) {
      result.changedLines++;
      await recordChangedLines(sessionId, order, document, lines);
    }
  }

  return {
    /** The XML of every order not yet confirmed; their ids are remembered for `success`. */
    async query(sessionId: string): Promise<SaleQueryAnswer> {
      const [{ encoding, currency }, generatedAt, pending, sellerDetails] = await Promise.all([
        documentSettings(),
        shopNow(),
        orders.listUnexported(),
        seller(),
      ]);
      const body = ordersDocument(pending, { generatedAt, encoding, currency, seller: sellerDetails });
      const ids = pending.map((order) => order.id);
      const remembered = await queryRows(
        db,
        sql`update exchange_sessions set queried_order_ids = ${intArray(ids)} where id = ${sessionId}
          returning queried_order_ids`,
        IdsRow,
      );
      if (remembered.length === 0) throw new AppError('NOT_FOUND');
      log.info({ sessionId, orders: ids.length }, '1C queried the orders');
      return { body, contentType: `application/xml; charset=${encoding}` };
    },

    /** 1C confirmed the last `query`: exactly its orders are marked exported. Returns how many. */
    async success(sessionId: string): Promise<number> {
      const marked = await db.transaction(async (tx) => {
        const row = await queryRow(
          tx,
          sql`select queried_order_ids from exchange_sessions where id = ${sessionId} for update`,
          IdsRow,
        );
        if (!row) throw new AppError('NOT_FOUND');
        const count = await orders.markExported(row.queried_order_ids, tx);
        await tx.execute(sql`update exchange_sessions set queried_order_ids = '{}' where id = ${sessionId}`);
        return count;
      });
      log.info({ sessionId, orders: marked }, '1C confirmed the orders');
      return marked;
    },

    /** Applies an orders file from 1C (already unpacked). Idempotent: the same file twice changes nothing. */
    async importOrders(sessionId: string, filePath: string, fileName: string): Promise<SaleImportResult> {
      const map = await statusMap();
      const result: SaleImportResult = { applied: 0, unknown: 0, notFound: 0, changedLines: 0 };
      for await (const document of readSaleDocuments(filePath, fileName)) {
        if (document.operation !== null && document.operation.toLowerCase() !== ORDER_OPERATION) continue;
        await applyDocument(sessionId, document, map, result);
      }
      log.info({ sessionId, fileName, ...result }, 'orders file from 1C applied');
      return result;
    },
  };
}

export type SaleExchange = ReturnType<typeof createSaleExchange>;
