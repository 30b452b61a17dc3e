/** The status map row form's checks (issue 14), in Russian: the shared schema's own messages are English. */
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { STATUS_REQUISITES } from '@shop/shared/exchange/schemas';
import type { ExchangeStatusMappingInput } from '@shop/shared/exchange/schemas';
import { OrderStatus } from '@shop/shared/orders/status';

const E = ADMIN_PAGES.exchange.statusMap.errors;

export type MappingField = 'requisite' | 'value' | 'status';
export type MappingValues = Record<MappingField, string>;
export type MappingErrors = Partial<Record<MappingField, string>>;

export const EMPTY_MAPPING: MappingValues = { requisite: STATUS_REQUISITES[0], value: '', status: '' };

export function checkMapping(
  values: MappingValues,
): { input: ExchangeStatusMappingInput; errors: null } | { input: null; errors: MappingErrors } {
  const requisite = values.requisite.trim();
  const value = values.value.trim();
  const status = OrderStatus.safeParse(values.status);
  const errors: MappingErrors = {
    requisite: requisite ? undefined : E.requisiteRequired,
    value: !value ? E.valueRequired : value.length > 200 ? E.valueLong : undefined,
    status: status.success ? undefined : E.statusRequired,
  };
  if (errors.requisite || errors.value || errors.status || !status.success) return { input: null, errors };
  return { input: { requisite, value, status: status.data }, errors: null };
}
