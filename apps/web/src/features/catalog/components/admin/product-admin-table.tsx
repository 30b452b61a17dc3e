import type { ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { AdminProduct } from '@shop/shared/catalog/admin-schemas';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { RowDeleteButton, RowEditButton } from '../../../../ui/row-actions';

const P = ADMIN_PAGES.products;

const COLUMNS: ReadonlyArray<{ label: string; alignRight?: boolean }> = [
  { label: 'ID' },
  { label: P.name },
  { label: P.article },
  { label: P.price, alignRight: true },
  { label: P.category },
  { label: P.stock, alignRight: true },
  { label: P.actions, alignRight: true },
];

interface ProductAdminTableProps {
  products: readonly AdminProduct[];
  /** for the category names; ids are shown until they load */
  categories: readonly CategoryBase[] | undefined;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/**
 * The staff product table (spec §2 Admin products): ID, name, article, price, category, stock and the
 * actions. From lg up it is a table; narrower screens (phones, tablets) get a card per row with
 * labelled values, so nothing scrolls sideways.
 */
export function ProductAdminTable({ products, categories, onEdit, onDelete }: ProductAdminTableProps) {
  const categoryName = (id: number | null) =>
    id === null ? '—' : (categories?.find((category) => category.id === id)?.name ?? `#${id}`);
  return (
    <table className="block w-full text-sm lg:table lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white">
      <thead className="hidden lg:table-header-group">
        <tr className="border-b border-slate-200 text-left text-slate-500">
          {COLUMNS.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`px-3 py-2 font-medium ${column.alignRight ? 'text-right' : ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
        {products.map((product) => (
          <tr
            key={product.id}
            className={`flex flex-col gap-1 rounded-xl border border-slate-200 p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-slate-100 lg:p-0 lg:last:border-0 ${product.published ? 'bg-white' : 'bg-slate-50'}`}
          >
            <Cell label="ID" className="text-slate-500 lg:w-16">
              {product.id}
            </Cell>
            <td className="order-first min-w-0 lg:order-none lg:px-3 lg:py-2">
              <span className="font-semibold break-words text-slate-900">{product.name}</span>
              {!product.published && (
                <span
                  title={P.hiddenHint}
                  className="ml-2 inline-flex items-center gap-1 rounded-md bg-slate-200 px-1.5 py-0.5 align-middle text-xs font-semibold text-slate-700"
                >
                  <EyeOff aria-hidden="true" className="size-3.5" />
                  {TEXTS.products.hidden}
                </span>
              )}
            </td>
            <Cell label={P.article} className="break-all">
              {product.article.trim() || '—'}
            </Cell>
            <Cell label={P.price} className="whitespace-nowrap lg:text-right">
              {formatRoubles(product.price)}
            </Cell>
            <Cell label={P.category}>{categoryName(product.category_id)}</Cell>
            <Cell label={P.stock} className="lg:text-right">
              {product.stock_quantity}
            </Cell>
            <td className="mt-2 flex flex-wrap gap-2 lg:mt-0 lg:table-cell lg:px-3 lg:py-2 lg:text-right lg:whitespace-nowrap">
              <RowEditButton
                onClick={() => onEdit(product)}
                aria-label={P.editOne(product.name)}
                className="flex-1 lg:flex-none"
              />
              <RowDeleteButton
                onClick={() => onDelete(product)}
                aria-label={P.deleteOne(product.name)}
                className="flex-1 lg:ml-2 lg:flex-none"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A value cell; on a phone its column name stands beside it. */
function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`flex justify-between gap-3 lg:table-cell lg:px-3 lg:py-2 ${className}`}>
      <span aria-hidden="true" className="text-slate-500 lg:hidden">
        {label}
      </span>
      <span className="min-w-0 text-right">{children}</span>
    </td>
  );
}
