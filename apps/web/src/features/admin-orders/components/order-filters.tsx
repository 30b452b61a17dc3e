import { useId } from 'react';
import { ORDER_STATUSES, ADMIN_ORDER_STATUS_LABELS, isOrderStatus } from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';

interface OrderFiltersProps {
  from: string;
  to: string;
  status: OrderStatus | null;
  onDatesChange: (from: string, to: string) => void;
  onStatusChange: (status: OrderStatus | null) => void;
}

const A = TEXTS.adminOrders;

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 ' +
  'hover:border-brand-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** Start date, end date and status ('Все статусы' by default) of the admin order list (spec §2). */
export function OrderFilters({ from, to, status, onDatesChange, onStatusChange }: OrderFiltersProps) {
  const id = useId();
  return (
    <form
      aria-label={A.filters}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
    >
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-slate-700">
          {A.dateFrom}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onDatesChange(event.target.value, to)}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-slate-700">
          {A.dateTo}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onDatesChange(from, event.target.value)}
          className={field}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {A.status}
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => onStatusChange(isOrderStatus(event.target.value) ? event.target.value : null)}
          className={`${field} cursor-pointer`}
        >
          <option value="">{A.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ADMIN_ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
