import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import {
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  DISCOUNT_PRODUCTS_PAGE_SIZE,
  NAME_SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_MAX_LENGTH,
} from '@shop/shared/constants';
import { DiscountProductsInput } from '@shop/shared/discounts/schemas';
import { parseRowId } from '@shop/shared/ids';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../../lib/api-client';
import { issuesToFieldErrors } from '../../../../lib/form-errors';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { lastPageWithin } from '../../../../lib/url-query';
import { buttonClass } from '../../../../ui/button';
import { EmptyList } from '../../../../ui/empty-list';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { Price } from '../../../../ui/price';
import { Section } from '../../../../ui/section';
import { IdOptions, SelectField } from '../../../../ui/select-field';
import { Spinner } from '../../../../ui/spinner';
import { TextField } from '../../../../ui/text-field';
import { useAddDiscountProducts, useAvailableProducts } from '../../admin-api';
import { useDiscountAdminView } from '../../admin-view';
import type { ProductSearchMode } from '../../admin-view';
import type { CategoryOption } from '../../category-options';

const A = ADMIN_PAGES.discounts;

interface AvailableProductsProps {
  discountId: number;
  /** ids of the products already in the discount; undefined while they load */
  memberIds: ReadonlySet<number> | undefined;
  categories: readonly CategoryOption[] | undefined;
  onCatalogueChanged: () => void;
}

/**
 * The column of in-stock products to add (spec §2, §5 Mass add): found by category or by name (500 ms
 * debounce), 30 per page, checkboxes kept across pages, one percent (1–99) and 'add selected'.
 * Products already in the discount are disabled and marked.
 */
export function AvailableProducts({
  discountId,
  memberIds,
  categories,
  onCatalogueChanged,
}: AvailableProductsProps) {
  const { view, search, hrefForPage } = useDiscountAdminView();
  const [text, setText] = useState(view.q);
  const typed = useDebouncedValue(text.trim(), NAME_SEARCH_DEBOUNCE_MS);
  // only what the admin typed moves the search: the back button's older address is left alone
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (view.by === 'name') search({ q: typed });
  }, [typed, view.by, search]);

  const byName = view.by === 'name';
  const products = useAvailableProducts(
    { by: view.by, categoryId: byName ? null : view.categoryId, q: byName ? view.q : '', page: view.page },
    !byName || view.q.length > 0,
  );

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string>();
  const [answer, setAnswer] = useState<string>();
  const percentRef = useRef<HTMLDivElement>(null);
  const add = useAddDiscountProducts(onCatalogueChanged);

  const page = products.data?.products ?? [];
  const selectable = memberIds ? page.filter((product) => !memberIds.has(product.id)) : [];
  const wholePageSelected = selectable.length > 0 && selectable.every((product) => selected.has(product.id));
  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const productId of ids) {
        if (on) next.add(productId);
        else next.delete(productId);
      }
      return next;
    });

  const addSelected = () => {
    setAnswer(undefined);
    const parsed = DiscountProductsInput.safeParse({
      product_ids: [...selected],
      discount_percent: percent.trim() === '' ? undefined : Number(percent),
    });
    if (!parsed.success) {
      const errors = issuesToFieldErrors<'product_ids' | 'discount_percent'>(parsed.error);
      setPercentError(errors.discount_percent);
      if (errors.discount_percent) percentRef.current?.querySelector('input')?.focus();
      if (errors.product_ids) toast.warning(errors.product_ids);
      return;
    }
    add.mutate(
      { id: discountId, input: parsed.data },
      {
        onSuccess: (result) => {
          const message = result.message || TEXTS.discounts.productsAdded(result.added, result.updated);
          setAnswer(message);
          toast.success(message);
          setSelected(new Set());
        },
        onError: (error) => toast.error(errorMessage(error, TEXTS.common.genericError)),
      },
    );
  };

  const totalPages = Math.min(
    Math.ceil((products.data?.total ?? 0) / DISCOUNT_PRODUCTS_PAGE_SIZE),
    lastPageWithin(DISCOUNT_PRODUCTS_PAGE_SIZE),
  );
  const emptyText = byName ? TEXTS.search.noResults : TEXTS.catalog.noProductsInCategory;

  return (
    <Section heading={A.available} level={3} className="min-w-0 space-y-3">
      <div
        role="group"
        aria-label={A.searchBy}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(['category', 'name'] as const satisfies readonly ProductSearchMode[]).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view.by === mode}
            onClick={() => search({ by: mode })}
            className={`min-h-10 rounded-md px-2 text-sm font-semibold ${
              view.by === mode ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {mode === 'category' ? A.byCategory : A.byName}
          </button>
        ))}
      </div>
      {byName ? (
        <TextField
          label={A.nameOrArticle}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      ) : (
        <SelectField
          label={A.productCategory}
          value={view.categoryId === null ? '' : String(view.categoryId)}
          disabled={!categories}
          onChange={(event) => search({ categoryId: parseRowId(event.target.value) })}
        >
          <IdOptions options={categories} emptyLabel={TEXTS.catalog.allCategories} />
        </SelectField>
      )}

      {byName && view.q.length === 0 ? (
        <p className="text-sm text-slate-600">{TEXTS.search.prompt}</p>
      ) : products.isError && !products.data ? (
        <LoadError
          message={TEXTS.discounts.loadFailed}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : !products.data || !memberIds ? (
        <Spinner />
      ) : page.length === 0 ? (
        <EmptyList compact>{emptyText}</EmptyList>
      ) : (
        <>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={wholePageSelected}
              disabled={selectable.length === 0}
              onChange={(event) =>
                toggle(
                  selectable.map((product) => product.id),
                  event.target.checked,
                )
              }
              className="size-5 shrink-0 accent-brand-600"
            />
            {A.selectPage}
          </label>
          <ul
            aria-label={A.available}
            aria-busy={products.isFetching}
            className={`divide-y divide-slate-100 rounded-lg border border-slate-200 ${
              products.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {page.map((product) => {
              const member = memberIds.has(product.id);
              return (
                <li key={product.id} className={member ? 'bg-slate-50' : undefined}>
                  <label
                    className={`flex items-center gap-3 px-3 py-2 ${member ? 'cursor-not-allowed' : 'cursor-pointer'}`}
                  >
                    <input
                      type="checkbox"
                      checked={member || selected.has(product.id)}
                      disabled={member}
                      onChange={(event) => toggle([product.id], event.target.checked)}
                      className="size-5 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className={`block break-words ${member ? 'text-slate-500' : 'text-slate-900'}`}>
                        {product.name}
                      </span>
                      <span className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-500">
                        {A.article(product.article)}
                        <Price price={product.discounted_price} originalPrice={product.price} />
                      </span>
                    </span>
                    {member && (
                      <span className="shrink-0 rounded-md bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        {A.alreadyIn}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
          <Pagination page={view.page} totalPages={totalPages} hrefFor={hrefForPage} mode="ellipsis" />
        </>
      )}

      <div
        ref={percentRef}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-start"
      >
        <TextField
          label={A.percentLabel}
          type="number"
          inputMode="numeric"
          min={DISCOUNT_PERCENT_MIN}
          max={DISCOUNT_PERCENT_MAX}
          step={1}
          value={percent}
          onChange={(event) => {
            setPercent(event.target.value);
            setPercentError(undefined);
          }}
          error={percentError}
          className="sm:w-40"
        />
        <button
          type="button"
          onClick={addSelected}
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
          className={buttonClass('primary', 'sm:mt-7')}
        >
          {add.isPending ? TEXTS.common.saving : A.addSelected(selected.size)}
        </button>
      </div>
      {answer && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {answer}
        </p>
      )}
    </Section>
  );
}
