/**
 * A worker thread's entry (spreadsheet-import.ts): SheetJS reads a workbook in one synchronous call of
 * seconds for a big price list, which must not hold the server's event loop; the worker's own heap
 * limit also keeps a workbook that unpacks too large from taking the server down.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readSpreadsheet, type SpreadsheetOptions } from '../parsers/spreadsheet.js';

const { path, options } = workerData as { path: string; options: SpreadsheetOptions };
parentPort!.postMessage(readSpreadsheet(readFileSync(path), options));
