/**
 * The parser alone, for bench/import-run.ts: reads the CommerceML files named on the command line and
 * prints `{ records, ms, baseline, peak }` (baseline = this process's RSS before the first record, with
 * the runtime and the parser loaded; peak = its highest RSS, sampled while it reads).
 */
import { basename } from 'node:path';
import { PropertyDictionary, readCommerceMl } from '../src/modules/import/parsers/commerceml.js';

const properties = new PropertyDictionary();
let records = 0;
const baseline = process.memoryUsage.rss();
let peak = baseline;
const started = performance.now();
for (const path of process.argv.slice(2)) {
  for await (const record of readCommerceMl(path, { fileName: basename(path), properties })) {
    if (record.kind === 'product' || record.kind === 'offer') records++;
    if (records % 1000 === 0) peak = Math.max(peak, process.memoryUsage.rss());
  }
}
const ms = performance.now() - started;
console.log(JSON.stringify({ records, ms, baseline, peak: Math.max(peak, process.memoryUsage.rss()) }));
