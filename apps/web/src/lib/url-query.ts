import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { OFFSET_MAX } from '@shop/shared/ids';

/**
 * Reading list state from the address (catalogue, search). Row ids in an address are read with
 * `parseRowId` from `@shop/shared/ids`, the server's own rule.
 */

/** The last page of a list of `pageSize` items whose offset the server still accepts (OFFSET_MAX). */
export function lastPageWithin(pageSize: number): number {
  return Math.floor(OFFSET_MAX / pageSize) + 1;
}

/**
 * A 1-based page from the address: anything that is not a number is page 1, a page below 1 is page 1
 * (spec §2) and a page past `maxPage` is `maxPage`.
 */
export function parsePage(raw: string | null, maxPage: number): number {
  const page = Number.parseInt(raw?.trim() ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, maxPage);
}

/** One of `choices` (a sort), or `fallback` for anything else. */
export function parseChoice<Choice extends string>(
  raw: string | null,
  choices: readonly Choice[],
  fallback: Choice,
): Choice {
  return choices.find((choice) => choice === raw) ?? fallback;
}

/** The search text of an address: trimmed, no longer than the server accepts. */
export function parseSearchText(raw: string | null): string {
  return (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
}
