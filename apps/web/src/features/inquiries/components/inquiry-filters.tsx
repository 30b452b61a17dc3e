import { useId } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { INQUIRY_STATUSES, INQUIRY_TYPES, InquiryStatus, InquiryType } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import { selectClass } from './select-class';

const A = ADMIN_PAGES.inquiries;

interface InquiryFiltersProps {
  type: InquiryType | null;
  status: InquiryStatus | null;
  onTypeChange: (type: InquiryType | null) => void;
  onStatusChange: (status: InquiryStatus | null) => void;
}

/** The admin list's type ('Все типы' by default) and status ('Все статусы') filters. */
export function InquiryFilters({ type, status, onTypeChange, onStatusChange }: InquiryFiltersProps) {
  const id = useId();
  return (
    <form
      aria-label={A.filters}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:max-w-2xl"
    >
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium text-slate-700">
          {A.type}
        </label>
        <select
          id={`${id}-type`}
          value={type ?? ''}
          onChange={(event) => {
            const chosen = InquiryType.safeParse(event.target.value);
            onTypeChange(chosen.success ? chosen.data : null);
          }}
          className={selectClass}
        >
          <option value="">{A.allTypes}</option>
          {INQUIRY_TYPES.map((value) => (
            <option key={value} value={value}>
              {A.types[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {TEXTS.adminOrders.status}
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => {
            const chosen = InquiryStatus.safeParse(event.target.value);
            onStatusChange(chosen.success ? chosen.data : null);
          }}
          className={selectClass}
        >
          <option value="">{TEXTS.adminOrders.allStatuses}</option>
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {A.statuses[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
