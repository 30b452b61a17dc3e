/**
 * Row ids are PostgreSQL `integer`s: an id outside 1..ID_MAX names no row, so it is refused (400) before
 * it reaches the database. Kept free of zod so the web's entry chunk can use it.
 */
export const ID_MAX = 2_147_483_647;

/** Largest `offset` a paged list accepts (catalogue, search, admin lists). */
export const OFFSET_MAX = 1_000_000;

export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= ID_MAX;
}

/** A row id written in a URL ('/product/12', '?category_id=7'), or null when the text is not one. */
export function parseRowId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
