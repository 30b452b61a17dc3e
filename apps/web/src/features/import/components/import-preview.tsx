import { useId, useState } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import {
  SHEET_COLUMN_KINDS,
  type ImportPreview,
  type ImportPreviewApplyInput,
  type PreviewCommerceMl,
  type PreviewSheet,
  type SheetColumnKind,
} from '@shop/shared/import/schemas';
import { formatKopecks } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';

const P = ADMIN_PAGES.import.preview;

/** Each column kind's name, the product form's own where it has one. */
const FIELDS: Record<SheetColumnKind, string> = {
  ...P.fields,
  name: ADMIN_PAGES.form.name,
  article: ADMIN_PAGES.products.article,
  description: TEXTS.productPage.description,
};

/** What the plan counts, each with its label. */
const PLAN_LABELS = { ...P.plan, unchanged: ADMIN_PAGES.import.report.skipped };

/** A sheet's columns per kind (null: not loaded). */
type SheetColumns = Record<SheetColumnKind, number | null>;

const columnsOf = (sheet: PreviewSheet): SheetColumns => {
  const columns = Object.fromEntries(SHEET_COLUMN_KINDS.map((kind) => [kind, null])) as SheetColumns;
  for (const { kind, column } of sheet.columns) columns[kind] = column;
  return columns;
};

const sameColumns = (a: SheetColumns, b: SheetColumns) =>
  SHEET_COLUMN_KINDS.every((kind) => a[kind] === b[kind]);

interface ImportPreviewViewProps {
  preview: ImportPreview;
  busy?: boolean;
  onApply: (input: ImportPreviewApplyInput) => void;
  onCancel: () => void;
}

/**
 * The check of a file before its import: a price list's sheets with their columns (changeable) and
 * first rows, or a 1C file's price types and warehouses (choosable); what will happen, the warnings,
 * then 'Загрузить' or 'Отмена'.
 */
export function ImportPreviewView({ preview, busy = false, onApply, onCancel }: ImportPreviewViewProps) {
  const sheets = preview.sheets ?? [];
  const [columns, setColumns] = useState<Record<string, SheetColumns>>(() =>
    Object.fromEntries(sheets.map((sheet) => [sheet.name, columnsOf(sheet)])),
  );
  const ml = preview.commerceMl;
  const [priceTypeId, setPriceTypeId] = useState<string | null>(ml?.chosenPriceTypeId ?? null);
  const [warehouseIds, setWarehouseIds] = useState<string[] | null>(ml?.chosenWarehouseIds ?? null);
  const [warehouseError, setWarehouseError] = useState(false);

  const changedSheets = sheets.filter((sheet) => !sameColumns(columns[sheet.name]!, columnsOf(sheet)));

  const apply = () => {
    const input: ImportPreviewApplyInput = {};
    if (changedSheets.length > 0)
      input.mapping = Object.fromEntries(
        changedSheets.map((sheet) => [
          sheet.name,
          sheet.headerRow
            ? { headerRow: sheet.headerRow, columns: columns[sheet.name] }
            : { columns: columns[sheet.name] },
        ]),
      );
    if (ml && priceTypeId && priceTypeId !== ml.chosenPriceTypeId) input.priceTypeId = priceTypeId;
    if (ml && warehouseIds) {
      if (warehouseIds.length === 0) return setWarehouseError(true);
      const before = ml.chosenWarehouseIds;
      const same =
        before && before.length === warehouseIds.length && before.every((id) => warehouseIds.includes(id));
      if (!same) input.warehouseIds = warehouseIds;
    }
    onApply(input);
  };

  return (
    <div
      className="min-w-0 space-y-4 border-t border-slate-100 pt-4"
      aria-label={P.title(preview.fileName)}
      role="group"
    >
      <h3 className="font-semibold break-words text-slate-900">{P.title(preview.fileName)}</h3>
      {sheets.map((sheet) => (
        <SheetView
          key={sheet.name}
          sheet={sheet}
          remembered={preview.mappingRemembered}
          columns={columns[sheet.name]!}
          changed={changedSheets.includes(sheet)}
          onChange={(next) => setColumns((now) => ({ ...now, [sheet.name]: next }))}
        />
      ))}
      {ml && (
        <CommerceMlView
          summary={ml}
          priceTypeId={priceTypeId}
          onPriceType={setPriceTypeId}
          warehouseIds={warehouseIds}
          onWarehouses={(next) => {
            setWarehouseError(false);
            setWarehouseIds(next);
          }}
          warehouseError={warehouseError}
        />
      )}
      <PlanView plan={preview.plan} />
      {preview.warnings.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{P.warnings}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
            {preview.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={apply}
          disabled={busy}
          className={buttonClass('primary', 'w-full sm:w-auto')}
        >
          {P.apply}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={buttonClass('secondary', 'w-full sm:w-auto')}
        >
          {TEXTS.common.cancel}
        </button>
      </div>
    </div>
  );
}

function SheetView({
  sheet,
  remembered,
  columns,
  changed,
  onChange,
}: {
  sheet: PreviewSheet;
  remembered: boolean;
  columns: SheetColumns;
  changed: boolean;
  onChange: (columns: SheetColumns) => void;
}) {
  const missing = SHEET_COLUMN_KINDS.filter((kind) => sheet.missing.includes(kind) && columns[kind] === null);
  return (
    <section
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3"
      aria-label={P.sheet(sheet.name)}
    >
      <div>
        <h4 className="font-medium break-words text-slate-900">{P.sheet(sheet.name)}</h4>
        <p className="text-sm text-slate-600">
          {sheet.headerRow ? P.headerRow(sheet.headerRow) : P.noHeader}
        </p>
        {sheet.skipReason && <p className="text-sm text-amber-800">{P.skipped(sheet.skipReason)}</p>}
        {remembered && sheet.labels.length > 0 && <p className="text-sm text-slate-600">{P.remembered}</p>}
      </div>
      {sheet.labels.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{P.columnsTitle}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SHEET_COLUMN_KINDS.map((kind) => (
              <SelectField
                key={kind}
                label={FIELDS[kind]}
                value={columns[kind] === null ? '' : String(columns[kind])}
                onChange={(event) =>
                  onChange({
                    ...columns,
                    [kind]: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">{P.notLoaded}</option>
                {sheet.labels.map((label, index) => (
                  <option key={index} value={index}>
                    {P.column(label, index)}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
      )}
      {missing.length > 0 && (
        <p className="text-sm text-amber-800">
          {P.missingColumns(missing.map((kind) => FIELDS[kind]).join(', '))}
        </p>
      )}
      <SampleView sheet={sheet} />
      {changed && <p className="text-sm text-slate-600">{P.sampleChanged}</p>}
    </section>
  );
}

function SampleView({ sheet }: { sheet: PreviewSheet }) {
  if (sheet.sample.length === 0) {
    return sheet.skipReason ? null : <p className="text-sm text-slate-600">{P.noSample}</p>;
  }
  const price = (row: PreviewSheet['sample'][number]) =>
    row.priceKopecks === null ? '—' : formatKopecks(row.priceKopecks);
  return (
    <div className="min-w-0">
      <h5 className="mb-1 text-sm font-semibold text-slate-800">{P.sampleTitle}</h5>
      {/* a phone reads each row as a short card: a table of five columns would hide the price */}
      <ol className="space-y-2 text-sm sm:hidden">
        {sheet.sample.map((row) => (
          <li key={row.row} className="border-t border-slate-100 pt-2">
            <p className="break-words">
              <span className="text-slate-500">{row.row}. </span>
              {row.name}
            </p>
            <p className="text-slate-600">
              {FIELDS.article}: {row.article ?? '—'} · {FIELDS.price}: {price(row)} · {FIELDS.stock}:{' '}
              {row.stock ?? '—'}
            </p>
          </li>
        ))}
      </ol>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="text-slate-600">
          <tr>
            <th className="py-1 pr-2 font-medium">{P.sampleRow}</th>
            <th className="py-1 pr-2 font-medium">{FIELDS.name}</th>
            <th className="py-1 pr-2 font-medium">{FIELDS.article}</th>
            <th className="py-1 pr-2 font-medium">{FIELDS.price}</th>
            <th className="py-1 font-medium">{FIELDS.stock}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.sample.map((row) => (
            <tr key={row.row} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-2 text-slate-500">{row.row}</td>
              <td className="py-1 pr-2 break-words">{row.name}</td>
              <td className="py-1 pr-2">{row.article ?? '—'}</td>
              <td className="py-1 pr-2 whitespace-nowrap">{price(row)}</td>
              <td className="py-1">{row.stock ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommerceMlView({
  summary,
  priceTypeId,
  onPriceType,
  warehouseIds,
  onWarehouses,
  warehouseError,
}: {
  summary: PreviewCommerceMl;
  priceTypeId: string | null;
  onPriceType: (id: string) => void;
  warehouseIds: string[] | null;
  onWarehouses: (ids: string[] | null) => void;
  warehouseError: boolean;
}) {
  const name = useId();
  const nameOf = (item: { id: string; name: string | null }) => item.name || P.unnamed(item.id);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{P.counts(summary.groups, summary.products, summary.offers)}</p>
      {summary.priceTypes.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{P.priceTypes}</legend>
          {summary.priceTypes.map((type) => (
            <label
              key={type.id}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm break-words"
            >
              <input
                type="radio"
                name={`${name}-price-type`}
                checked={priceTypeId === type.id}
                onChange={() => onPriceType(type.id)}
                className="size-5 shrink-0 accent-brand-600"
              />
              {P.priceTypeOption(nameOf(type), type.offers)}
            </label>
          ))}
          {summary.priceTypeRemembered && priceTypeId === summary.chosenPriceTypeId && (
            <p className="text-sm text-slate-600">{P.priceTypeRemembered}</p>
          )}
        </fieldset>
      )}
      {summary.warehouses.length > 0 && (
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{P.warehouses}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="radio"
              name={`${name}-warehouses`}
              checked={warehouseIds === null}
              onChange={() => onWarehouses(null)}
              className="size-5 shrink-0 accent-brand-600"
            />
            {P.allWarehouses}
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="radio"
              name={`${name}-warehouses`}
              checked={warehouseIds !== null}
              onChange={() => onWarehouses(summary.warehouses.map((warehouse) => warehouse.id))}
              className="size-5 shrink-0 accent-brand-600"
            />
            {P.chooseWarehouses}
          </label>
          <ul className="space-y-0.5 pl-2">
            {summary.warehouses.map((warehouse) => (
              <li key={warehouse.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm break-words">
                  <input
                    type="checkbox"
                    disabled={warehouseIds === null}
                    checked={warehouseIds === null || warehouseIds.includes(warehouse.id)}
                    onChange={(event) =>
                      onWarehouses(
                        event.target.checked
                          ? [...(warehouseIds ?? []), warehouse.id]
                          : (warehouseIds ?? []).filter((id) => id !== warehouse.id),
                      )
                    }
                    className="size-5 shrink-0 accent-brand-600"
                  />
                  {P.warehouseOption(
                    nameOf(warehouse),
                    warehouse.offers,
                    warehouse.total.toLocaleString('ru-RU'),
                  )}
                </label>
              </li>
            ))}
          </ul>
          {warehouseError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {P.noWarehouseChosen}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}

function PlanView({ plan }: { plan: ImportPreview['plan'] }) {
  const rows = [
    ['created', plan.created],
    ['updated', plan.updated],
    ['hidden', plan.hidden],
    ['unchanged', plan.unchanged],
    ['withoutPrice', plan.withoutPrice],
  ] as const;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{P.plan.title}</h4>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([key, value]) => key !== 'hidden' || value > 0)
          .map(([key, value]) => (
            <div key={key} className="contents">
              <dt className={key === 'withoutPrice' && value > 0 ? 'text-red-700' : 'text-slate-700'}>
                {PLAN_LABELS[key]}
              </dt>
              <dd
                className={
                  key === 'withoutPrice' && value > 0
                    ? 'text-right font-semibold text-red-700'
                    : 'text-right font-semibold'
                }
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
