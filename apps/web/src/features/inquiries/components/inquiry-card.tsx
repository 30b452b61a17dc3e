import { useId } from 'react';
import { MessageSquareText, RulerDimensionLine } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { INQUIRY_STATUSES, InquiryStatus } from '@shop/shared/inquiries/schemas';
import type { Inquiry, InquiryType } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { formatShopDateTime } from '../../../lib/date-time';
import { useUpdateInquiryStatus } from '../admin-api';
import { InquiryDeliveryList } from './inquiry-delivery';
import { selectClass } from './select-class';

const A = ADMIN_PAGES.inquiries;

const TYPE_ICONS: Record<InquiryType, LucideIcon> = {
  contact: MessageSquareText,
  measurement: RulerDimensionLine,
};

const STATUS_BADGES: Record<InquiryStatus, string> = {
  new: 'bg-brand-100 text-brand-800',
  in_progress: 'bg-sky-100 text-sky-800',
  done: 'bg-emerald-100 text-emerald-800',
};

/** What the customer wrote: the message, or the measurement request's address, time and comment. */
function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  const rows: Array<[string, string | null]> =
    inquiry.type === 'contact'
      ? [[TEXTS.contact.message, inquiry.message]]
      : [
          [TEXTS.labels.address, inquiry.address],
          [TEXTS.measurement.convenientTime, inquiry.preferred_time],
          [TEXTS.measurement.comment, inquiry.comment],
        ];
  return (
    <dl className="grid h-fit grid-cols-[minmax(0,auto)_1fr] gap-x-3 gap-y-1.5 text-sm sm:text-base">
      <dt className="text-slate-500">{TEXTS.labels.name}</dt>
      <dd className="break-words text-slate-900">{inquiry.name}</dd>
      <dt className="text-slate-500">{TEXTS.labels.phone}</dt>
      <dd>
        <a
          href={`tel:${inquiry.phone}`}
          className="-my-1 inline-block py-1 font-semibold text-brand-700 hover:underline"
        >
          {inquiry.phone}
        </a>
      </dd>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className={`break-words whitespace-pre-line ${value ? 'text-slate-900' : 'text-slate-400'}`}>
            {value ?? TEXTS.common.notSpecified}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One contact message or measurement request of the admin list: who, what, when, its status (which
 * staff change here) and how it reached the shop's Telegram chat and e-mail.
 */
export function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const id = useId();
  const update = useUpdateInquiryStatus();
  const Icon = TYPE_ICONS[inquiry.type];

  const changeStatus = (value: string) => {
    const status = InquiryStatus.safeParse(value);
    if (!status.success || status.data === inquiry.status) return;
    update.mutate(
      { id: inquiry.id, status: status.data },
      {
        onSuccess: () => toast.success(A.statusUpdated),
        onError: (error) => toast.error(errorMessage(error, TEXTS.adminOrders.statusUpdateFailed)),
      },
    );
  };

  return (
    <li
      aria-labelledby={`${id}-title`}
      className={`rounded-xl border bg-white shadow-sm ${
        inquiry.status === 'new' ? 'border-brand-200' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            {A.titleOf[inquiry.type](inquiry.id)}
          </h3>
          <p className="text-sm text-slate-500">
            {A.received} <time dateTime={inquiry.created_at}>{formatShopDateTime(inquiry.created_at)}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_BADGES[inquiry.status]}`}
        >
          {A.statuses[inquiry.status]}
        </span>
      </div>
      <div className="grid gap-4 px-4 py-4 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <InquiryDetails inquiry={inquiry} />
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-700">
              {TEXTS.adminOrders.status}
            </label>
            <select
              id={`${id}-status`}
              value={inquiry.status}
              disabled={update.isPending}
              onChange={(event) => changeStatus(event.target.value)}
              className={`${selectClass} font-medium`}
            >
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {A.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <InquiryDeliveryList delivery={inquiry.delivery} held={inquiry.held} />
        </div>
      </div>
    </li>
  );
}
