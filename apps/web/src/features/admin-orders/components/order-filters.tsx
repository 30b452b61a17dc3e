import { useId } from 'react';
import { ADMIN_ORDER_SEARCH_TEXTS } from '@shop/shared/orders/admin-texts';
import { ADMIN_ORDER_QUERY_MAX_LENGTH } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';
import { TextField } from '../../../ui/text-field';

interface OrderFiltersProps {
  /** what is typed in the search box; the page debounces it into the address */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  from: string;
  to: string;
  onDatesChange: (from: string, to: string) => void;
}

const A = TEXTS.adminOrders;
const S = ADMIN_ORDER_SEARCH_TEXTS;

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 ' +
  'hover:border-brand-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * The search (number, phone, name) and the start and end dates of the admin order list (spec §2); the
 * status is chosen with the tabs below.
 */
export function OrderFilters({ searchText, onSearchTextChange, from, to, onDatesChange }: OrderFiltersProps) {
  const id = useId();
  return (
    <form
      aria-label={A.filters}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
    >
      <div className="col-span-2">
        <TextField
          label={S.searchLabel}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={S.searchPlaceholder}
          hint={S.searchHint}
          maxLength={ADMIN_ORDER_QUERY_MAX_LENGTH}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium text-slate-800">
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
        <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-slate-800">
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
    </form>
  );
}
