import { compareRussian } from '@shop/shared/catalog/category-tree';
import { zoneTermsOf, type ZoneTerms } from '@shop/shared/delivery/cost';
import type { DeliveryZone, DeliveryZoneInput } from '@shop/shared/delivery/schemas';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { isRowId } from '@shop/shared/ids';
import { kopecksToDecimalText, kopecksToRoubles, toKopecks } from '@shop/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { diff } from '../../lib/changes.js';
import { AppError } from '../../lib/errors.js';
import type { Actor, HistoryService } from '../history/index.js';
import { deliveryZones } from './delivery.tables.js';

const E = DELIVERY_TEXTS.errors;

/** POST and PUT /api/delivery/zones' body as the route hands it over: parsed by the shared schema. */
export type DeliveryZoneValues = z.output<typeof DeliveryZoneInput>;

export interface DeliveryServiceDeps {
  db: Database;
  history: Pick<HistoryService, 'record' | 'recordUpdate'>;
}

const columns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  price: deliveryZones.price,
  freeFrom: deliveryZones.freeFrom,
  minOrder: deliveryZones.minOrder,
  leadTime: deliveryZones.leadTime,
  active: deliveryZones.active,
};

type ZoneRow = {
  id: number;
  name: string;
  price: string;
  freeFrom: string | null;
  minOrder: string | null;
  leadTime: string;
  active: boolean;
};

/** numeric(12,2) text → roubles as the API answers them (300.5), through kopecks. */
const roubles = (amount: string) => kopecksToRoubles(toKopecks(amount));
const optionalRoubles = (amount: string | null) => (amount === null ? null : roubles(amount));

/** roubles of a checked body (whole kopecks) → the numeric(12,2) column's text. */
const decimal = (amount: number) => kopecksToDecimalText(toKopecks(amount));
const optionalDecimal = (amount: number | null) => (amount === null ? null : decimal(amount));

function toZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    price: roubles(row.price),
    free_from: optionalRoubles(row.freeFrom),
    min_order: optionalRoubles(row.minOrder),
    lead_time: row.leadTime,
    active: row.active,
  };
}

/** The fields the change history keeps, by their API names. */
const recorded = ({ id: _id, ...fields }: DeliveryZone): Record<string, unknown> => fields;

const columnValues = (input: DeliveryZoneValues) => ({
  name: input.name,
  price: decimal(input.price),
  freeFrom: optionalDecimal(input.free_from),
  minOrder: optionalDecimal(input.min_order),
  leadTime: input.lead_time,
  active: input.active,
});

/** Russian order by name ('Ё' as 'Е'), then by id. */
const byName = (a: DeliveryZone, b: DeliveryZone) => compareRussian(a.name, b.name) || a.id - b.id;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The write, or a 409 naming the zone when another one has its name (in any letter case). */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = E.nameTaken(name);
    throw new AppError('CONFLICT', message, { name: message });
  }
}

const notFound = () => new AppError('NOT_FOUND', E.notFound);

/**
 * Delivery zones: where the shop delivers, at what price, from what order total free, the smallest
 * order delivered and how soon. Staff edit them; the storefront lists the active ones and the checkout
 * takes a zone's terms from here (`zoneTerms`), never from the client.
 */
export function createDeliveryService({ db, history }: DeliveryServiceDeps) {
  const find = async (tx: Database, id: number) => {
    const [row] = await tx.select(columns).from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
    return row ? toZone(row) : undefined;
  };

  return {
    /** The zones offered to customers, in Russian order by name. */
    async activeZones(): Promise<DeliveryZone[]> {
      const rows = await db.select(columns).from(deliveryZones).where(eq(deliveryZones.active, true));
      return rows.map(toZone).sort(byName);
    },

    /** Every zone, the inactive ones too (staff's list), in Russian order by name. */
    async allZones(): Promise<DeliveryZone[]> {
      const rows = await db.select(columns).from(deliveryZones);
      return rows.map(toZone).sort(byName);
    },

    async create(input: DeliveryZoneValues, actor: Actor): Promise<DeliveryZone> {
      return refusingTakenName(input.name, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(deliveryZones).values(columnValues(input)).returning(columns);
          const zone = toZone(row!);
          await history.record(
            {
              entity: 'delivery_zone',
              entityId: zone.id,
              action: 'create',
              actor,
              changes: diff(null, recorded(zone)),
            },
            tx,
          );
          return zone;
        }),
      );
    },

    /** The whole zone as the form sends it; 404 for an unknown id. */
    async update(id: number, input: DeliveryZoneValues, actor: Actor): Promise<DeliveryZone> {
      return refusingTakenName(input.name, () =>
        db.transaction(async (tx) => {
          const before = await find(tx, id);
          if (!before) throw notFound();
          const [row] = await tx
            .update(deliveryZones)
            .set({ ...columnValues(input), updatedAt: sql`now()` })
            .where(eq(deliveryZones.id, id))
            .returning(columns);
          const after = toZone(row!);
          await history.recordUpdate('delivery_zone', id, actor, recorded(before), recorded(after), tx);
          return after;
        }),
      );
    },

    /** 404 for an unknown id. */
    async remove(id: number, actor: Actor): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
        await history.record(
          {
            entity: 'delivery_zone',
            entityId: id,
            action: 'delete',
            actor,
            changes: diff(recorded(before), null),
          },
          tx,
        );
      });
      return { message: DELIVERY_TEXTS.deleted };
    },

    /**
     * An active zone's terms in kopecks, for the cost rule of shared/delivery/cost.ts; a 400 naming
     * `delivery_zone_id` for an unknown or inactive zone. Takes the caller's transaction (the checkout's).
     */
    async zoneTerms(id: number, tx: Database = db): Promise<ZoneTerms & { name: string }> {
      const unavailable = () =>
        new AppError('VALIDATION_FAILED', E.unavailable, { delivery_zone_id: E.unavailable });
      // an id no integer column holds names no zone: refused before the database sees it
      if (!isRowId(id)) throw unavailable();
      const [row] = await tx
        .select({
          name: deliveryZones.name,
          price: deliveryZones.price,
          freeFrom: deliveryZones.freeFrom,
          minOrder: deliveryZones.minOrder,
        })
        .from(deliveryZones)
        .where(and(eq(deliveryZones.id, id), eq(deliveryZones.active, true)));
      if (!row) throw unavailable();
      return {
        name: row.name,
        ...zoneTermsOf({ price: row.price, free_from: row.freeFrom, min_order: row.minOrder }),
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
