/**
 * Delivery zones (issue 25): where the shop delivers, at what price, from what order free, the minimum
 * order and how soon. JSON fields as the API names them: name, price, free_from, min_order, lead_time,
 * active; amounts in roubles with kopecks.
 */
import { z } from 'zod';
import { rowIdParam } from '../id-schemas.js';
import { hasNoControlCharacters } from '../validation.js';
import { DELIVERY_TEXTS } from './texts.js';

const V = DELIVERY_TEXTS.validation;

export const ZONE_NAME_MAX_LENGTH = 100;
export const LEAD_TIME_MAX_LENGTH = 50;
/** The largest delivery price, threshold or minimum order a zone may name (roubles). */
export const ZONE_AMOUNT_MAX = 1_000_000;

/** 300, 300.5, 300.55 — not 300.555. */
const hasWholeKopecks = (roubles: number) => Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6;

const amount = z
  .number({ error: V.invalidAmount })
  .min(0, { error: V.invalidAmount })
  .max(ZONE_AMOUNT_MAX, { error: V.invalidAmount })
  .refine(hasWholeKopecks, { error: V.invalidAmount });

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: V.nameTooLong(max) })
    .refine(hasNoControlCharacters, { error: required });

/** POST /api/delivery/zones and PUT /api/delivery/zones/:id. */
export const DeliveryZoneInput = z.strictObject({
  name: text(V.nameRequired, ZONE_NAME_MAX_LENGTH),
  price: amount,
  free_from: amount.nullable().default(null),
  min_order: amount.nullable().default(null),
  lead_time: text(V.leadTimeRequired, LEAD_TIME_MAX_LENGTH),
  active: z.boolean({ error: V.invalidActive }).default(true),
});
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInput>;

/** A zone as the API answers it. */
export const DeliveryZone = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  free_from: z.number().nullable(),
  min_order: z.number().nullable(),
  lead_time: z.string(),
  active: z.boolean(),
});
export type DeliveryZone = z.infer<typeof DeliveryZone>;

/** PUT and DELETE /api/delivery/zones/:id */
export const DeliveryZoneIdParams = z.strictObject({ id: rowIdParam() });
