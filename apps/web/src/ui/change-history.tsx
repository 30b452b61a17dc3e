import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import type { HistoryEntity, HistoryEntry } from '@shop/shared/catalog/admin-schemas';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { apiClient } from '../lib/api-client';
import { formatShopDateTime } from '../lib/date-time';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

const H = ADMIN_PAGES.history;

/** Longer values (descriptions) are cut in the list; the whole value is in the tooltip. */
const SHOWN_VALUE_LENGTH = 80;

export const historyKeys = {
  all: ['history'] as const,
  of: (entity: HistoryEntity, id: number) => [...historyKeys.all, entity, id] as const,
};

/** GET /api/history?entity=&id= (admin): the record's changes, newest first. */
export async function fetchHistory(
  entity: HistoryEntity,
  id: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const { data } = await apiClient.get<HistoryEntry[]>('/history', { params: { entity, id }, signal });
  return Array.isArray(data) ? data : [];
}

/** Says how to show a field's value (a category id as its name, a status as its label); undefined: as it is. */
export type HistoryValueFormat = (field: string, value: unknown) => string | undefined;

interface ChangeHistoryProps {
  entity: HistoryEntity;
  id: number;
  formatValue?: HistoryValueFormat;
}

/**
 * 'История изменений' of a product, category, promotion, discount or order: who, when and what
 * changed (before → after). Closed at first; the history is requested when it is opened.
 */
export function ChangeHistory({ entity, id, formatValue }: ChangeHistoryProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useQuery({
    queryKey: historyKeys.of(entity, id),
    queryFn: ({ signal }) => fetchHistory(entity, id, signal),
    enabled: open,
  });

  let body;
  if (query.isError) {
    body = (
      <LoadError message={H.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!query.data) {
    body = <Spinner className="py-4" />;
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-slate-600">{H.empty}</p>;
  } else {
    body = (
      <ol className="space-y-3">
        {query.data.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} formatValue={formatValue} />
        ))}
      </ol>
    );
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl px-4 py-2 text-left font-semibold text-slate-800 hover:bg-slate-50"
      >
        <History aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <span className="flex-1">{H.title}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div id={panelId} className="border-t border-slate-100 px-4 py-3">
          {body}
        </div>
      )}
    </section>
  );
}

function HistoryItem({ entry, formatValue }: { entry: HistoryEntry; formatValue?: HistoryValueFormat }) {
  const changes = describeChanges(entry, formatValue);
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="font-semibold text-slate-900">{H.actions[entry.action]}</span>
        <span className="min-w-0 break-all text-slate-700">{entry.actor?.email ?? H.system}</span>
        <time dateTime={entry.at} className="text-slate-500">
          {formatShopDateTime(entry.at)}
        </time>
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-slate-700">
          {changes.map((change) => (
            <li
              key={change.field}
              title={change.full === change.text ? undefined : change.full}
              className="break-words"
            >
              <span className="text-slate-500">{change.label}:</span> {change.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface ShownChange {
  field: string;
  label: string;
  /** as shown: long values cut */
  text: string;
  /** the same with the values whole */
  full: string;
}

/**
 * One line per changed field. A created record lists its values, a deleted one what it held, an
 * update 'before → after'; a picture only says it was added, replaced or removed.
 */
export function describeChanges(entry: HistoryEntry, formatValue?: HistoryValueFormat): ShownChange[] {
  const whole = (field: string, value: unknown) => formatValue?.(field, value) ?? plainValue(value);
  const line = (field: string, values: unknown[]): ShownChange => {
    const shown = values.map((value) => whole(field, value));
    return {
      field,
      label: fieldLabel(field),
      text: shown.map(shorten).join(' → '),
      full: shown.join(' → '),
    };
  };
  return Object.entries(entry.changes).flatMap(([field, [before, after]]): ShownChange[] => {
    if (field === 'image') {
      const text = imageChange(before, after);
      return [{ field, label: fieldLabel(field), text, full: text }];
    }
    if (entry.action === 'create' || entry.action === 'delete') {
      const value = entry.action === 'create' ? after : before;
      return isEmpty(value) ? [] : [line(field, [value])];
    }
    return [line(field, [before, after])];
  });
}

function fieldLabel(field: string): string {
  if (Object.hasOwn(H.fields, field)) return H.fields[field as keyof typeof H.fields];
  const member = /^product (\d+)$/.exec(field);
  return member ? H.discountProduct(Number(member[1])) : field;
}

function imageChange(before: unknown, after: unknown): string {
  if (isEmpty(before)) return H.imageAdded;
  return isEmpty(after) ? H.imageRemoved : H.imageReplaced;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function plainValue(value: unknown): string {
  if (isEmpty(value)) return '—';
  if (typeof value === 'boolean') return value ? H.yes : H.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SHOWN_VALUE_LENGTH ? `${oneLine.slice(0, SHOWN_VALUE_LENGTH - 1)}…` : oneLine;
}
