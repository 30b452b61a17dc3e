import { z } from 'zod';
import { ID_MAX } from './ids.js';
import { TEXTS } from './texts.js';

/** A row id in a JSON body: a whole number from 1 to ID_MAX, with one message for every way it is wrong. */
export function rowId(message: string = TEXTS.errors.invalidId) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(ID_MAX, { error: message });
}

/** A row id in a path or a query string ('/products/12'): the text is read as a number first. */
export function rowIdParam(message: string = TEXTS.errors.invalidId) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(ID_MAX, { error: message });
}
