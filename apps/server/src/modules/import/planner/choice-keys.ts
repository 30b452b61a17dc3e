/**
 * The signature a remembered choice is kept by (import/import-choices.ts): the same set of Ид gives the
 * same key whatever the order and repetitions, so the next file of the same kind finds the choice. A
 * hash, so a list of hundreds of warehouses still fits the unique index.
 */
import { createHash } from 'node:crypto';

/** The key of a set of Ид (price types, warehouses): sha256 of the sorted distinct Ид. */
export function choiceKey(ids: Iterable<string>): string {
  const sorted = [...new Set(ids)].sort();
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * The Ид a file's choice is made among: the list the file gives (ТипыЦен, Склады), else the Ид its
 * offers name (a split `prices___`/`rests___` file, whose lists are in the classifier).
 */
export const choiceIds = (listed: readonly string[], named: Iterable<string>): string[] =>
  listed.length > 0 ? [...listed] : [...named];

/**
 * The key of a price list's columns (a remembered `spreadsheet_mapping`): each read sheet's name and
 * header texts as the import finds them without a choice (case and spacing ignored); null when no
 * sheet has a header.
 */
export function sheetHeaderKey(
  sheets: readonly { name: string; labels?: readonly string[] }[],
): string | null {
  const headers = sheets.flatMap((sheet) =>
    sheet.labels
      ? [[sheet.name, sheet.labels.map((label) => label.trim().toLowerCase().replace(/\s+/g, ' '))]]
      : [],
  );
  if (headers.length === 0) return null;
  return createHash('sha256').update(JSON.stringify(headers)).digest('hex');
}
