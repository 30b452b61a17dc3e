/**
 * What the CommerceML record readers share while one file is read: where to report problems, and the
 * property dictionaries that resolve product property values.
 */
import type { PropertyDictionary } from './commerceml-properties.js';

export interface IssueReporter {
  warn(message: string, line: number | undefined, id?: string): void;
  /** Reports only the first time `key` is seen in this file (unknown GUIDs repeat on every product). */
  warnOnce(key: string, message: string, line: number | undefined, id?: string): void;
}

export interface RecordContext {
  issues: IssueReporter;
  properties: PropertyDictionary;
}
