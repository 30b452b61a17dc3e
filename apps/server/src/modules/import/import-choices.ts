/**
 * Choices staff made for a kind of import file, remembered for the next import of the same kind (the
 * panel's upload, the one-call API and the 1C exchange alike): the shop's price type among a 1C file's
 * price types, the warehouses whose stock counts, a spreadsheet's columns. A choice is kept by the
 * signature of what it was chosen among (planner/choice-keys.ts), one per kind and signature.
 *
 * An import looks a choice up by its file's signature first. A file whose set differs (1C added a price
 * type or a warehouse, or a split `prices___`/`rests___` file lists only the Ид its offers use) takes
 * the newest choice of the kind whose chosen Ид are in the file: what staff chose stays chosen.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PriceTypeChoiceValue,
  WarehousesChoiceValue,
  type ImportChoice,
  type ImportChoiceKind,
  type ImportChoiceOption,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { choiceKey } from './planner/choice-keys.js';
import { importChoices } from './import.tables.js';
import { wellFormed } from '../../lib/well-formed.js';

const texts = IMPORT_TEXTS.choices;

type ChoiceRow = typeof importChoices.$inferSelect;

/** What the planner asks before it chooses by the rules (commerceml.md §5). */
export interface ChoiceLookup {
  /** The remembered price type among these Ид, or null. */
  priceTypeFor(ids: readonly string[]): Promise<string | null>;
  /** The remembered warehouses among these Ид (those of them in the set), or null: every warehouse counts. */
  warehousesFor(ids: readonly string[]): Promise<string[] | null>;
}

const describeOptions = (options: readonly ImportChoiceOption[], ids?: readonly string[]) =>
  (ids ?? options.map((option) => option.id))
    .map((id) => texts.option(options.find((option) => option.id === id)?.name ?? '', id))
    .join(', ');

function toApiChoice(row: ChoiceRow): ImportChoice {
  const base = {
    id: row.id,
    key: row.key,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
  const kind = row.kind as ImportChoiceKind;
  if (kind === 'price_type') {
    const value = PriceTypeChoiceValue.parse(row.value);
    const description = texts.priceType(
      describeOptions(value.priceTypes, [value.chosenId]),
      describeOptions(value.priceTypes),
    );
    return { kind, ...base, description, value };
  }
  if (kind === 'warehouses') {
    const value = WarehousesChoiceValue.parse(row.value);
    const description = texts.warehouses(
      describeOptions(value.warehouses, value.chosenIds),
      describeOptions(value.warehouses),
    );
    return { kind, ...base, description, value };
  }
  const value = row.value as { fileName?: unknown; mapping?: unknown };
  const description =
    typeof value.fileName === 'string'
      ? texts.spreadsheetMappingOf(value.fileName, Object.keys(value.mapping ?? {}))
      : texts.spreadsheetMapping;
  return { kind, ...base, description, value: row.value as Record<string, unknown> };
}

/** A price type or warehouse as a PUT lists it (no name when the file gives none). */
type OptionInput = { id: string; name?: string | null };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The options with their Ид checked for repeats (400). */
function distinctOptions(options: readonly OptionInput[], field: string): ImportChoiceOption[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { id } of options) (seen.has(id) ? repeated : seen).add(id);
  if (repeated.size > 0) throw invalid(field, texts.repeatedIds([...repeated]));
  return options.map(({ id, name }) => ({ id, name: name ?? '' }));
}

export function createImportChoices(db: Database) {
  async function save(
    kind: ImportChoiceKind,
    key: string,
    value: Record<string, unknown>,
    userId: number | null,
  ): Promise<ImportChoice> {
    value = wellFormed(value);
    const [row] = await db
      .insert(importChoices)
      .values({ kind, key, value, updatedBy: userId })
      .onConflictDoUpdate({
        target: [importChoices.kind, importChoices.key],
        set: { value, updatedBy: userId, updatedAt: sql`now()` },
      })
      .returning();
    return toApiChoice(row!);
  }

  /** Choices of a kind, the newest first. */
  const rowsOf = (kind: ImportChoiceKind) =>
    db
      .select()
      .from(importChoices)
      .where(eq(importChoices.kind, kind))
      .orderBy(desc(importChoices.updatedAt), desc(importChoices.id));

  /** The row of `kind` kept for exactly this set, else the newest whose chosen Ид `fits` the set. */
  async function lookUp(
    kind: ImportChoiceKind,
    ids: readonly string[],
    fits: (row: ChoiceRow) => boolean,
  ): Promise<ChoiceRow | null> {
    if (ids.length === 0) return null;
    const rows = await rowsOf(kind);
    const key = choiceKey(ids);
    const exact = rows.find((row) => row.key === key);
    if (exact && fits(exact)) return exact;
    return rows.find(fits) ?? null;
  }

  const lookup: ChoiceLookup = {
    async priceTypeFor(ids) {
      const set = new Set(ids);
      const chosenOf = (row: ChoiceRow) => PriceTypeChoiceValue.safeParse(row.value).data?.chosenId;
      const row = await lookUp('price_type', ids, (r) => set.has(chosenOf(r) ?? ''));
      return row ? chosenOf(row)! : null;
    },
    async warehousesFor(ids) {
      const set = new Set(ids);
      const chosenOf = (row: ChoiceRow) =>
        (WarehousesChoiceValue.safeParse(row.value).data?.chosenIds ?? []).filter((id) => set.has(id));
      const row = await lookUp('warehouses', ids, (r) => chosenOf(r).length > 0);
      return row ? chosenOf(row) : null;
    },
  };

  return {
    ...lookup,

    /** Remembers the shop's price type among these price types (400 when it is not one of them). */
    async choosePriceType(
      input: { priceTypes: OptionInput[]; chosenId: string },
      userId: number | null,
    ): Promise<ImportChoice> {
      const priceTypes = distinctOptions(input.priceTypes, 'priceTypes');
      if (!priceTypes.some((type) => type.id === input.chosenId))
        throw invalid('chosenId', texts.priceTypeNotAmong(input.chosenId));
      const value: PriceTypeChoiceValue = { chosenId: input.chosenId, priceTypes };
      return save('price_type', choiceKey(priceTypes.map((type) => type.id)), value, userId);
    },

    /** Remembers the warehouses whose stock counts among these (400 when one is not among them). */
    async chooseWarehouses(
      input: { warehouses: OptionInput[]; chosenIds: string[] },
      userId: number | null,
    ): Promise<ImportChoice> {
      const warehouses = distinctOptions(input.warehouses, 'warehouses');
      const known = new Set(warehouses.map((warehouse) => warehouse.id));
      const chosenIds = [...new Set(input.chosenIds)];
      const unknown = chosenIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw invalid('chosenIds', texts.warehousesNotAmong(unknown));
      const value: WarehousesChoiceValue = { chosenIds, warehouses };
      return save('warehouses', choiceKey(known), value, userId);
    },

    /** Remembers any choice under its key (a spreadsheet's column mapping under its header's signature). */
    saveChoice: save,

    /** The choice of `kind` kept under exactly `key`, or null. */
    async choiceFor(kind: ImportChoiceKind, key: string): Promise<ImportChoice | null> {
      const [row] = await db
        .select()
        .from(importChoices)
        .where(and(eq(importChoices.kind, kind), eq(importChoices.key, key)));
      return row ? toApiChoice(row) : null;
    },

    /** Every remembered choice, the newest first. */
    async list(): Promise<{ choices: ImportChoice[] }> {
      const rows = await db
        .select()
        .from(importChoices)
        .orderBy(desc(importChoices.updatedAt), desc(importChoices.id));
      return { choices: rows.map(toApiChoice) };
    },

    /** Forgets a choice: the next import chooses by the rules again (404 when there is none). */
    async reset(id: number): Promise<void> {
      const removed = await db
        .delete(importChoices)
        .where(eq(importChoices.id, id))
        .returning({ id: importChoices.id });
      if (removed.length === 0) throw new AppError('NOT_FOUND', texts.notFound);
    },
  };
}

export type ImportChoices = ReturnType<typeof createImportChoices>;
