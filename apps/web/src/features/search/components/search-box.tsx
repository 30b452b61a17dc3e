import { useId, useRef, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_MIN_CHARS, SEARCH_SUGGEST_DEBOUNCE_MS } from '@shop/shared/constants';
import { isInStock } from '@shop/shared/catalog/stock';
import { formatRoubles } from '@shop/shared/money';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { searchErrorMessage, useSearchSuggestions } from '../api';
import { useDebouncedValue } from '../use-debounced-value';

const T = TEXTS.search;

/**
 * The header search box (spec §2): suggestions once the trimmed text is longer than 2 characters,
 * debounced; arrows move through them, Enter opens the highlighted one or goes to /search?q={text},
 * Esc, a click elsewhere or a navigation closes them.
 */
export function SearchBox({
  initialQuery = '',
  className = '',
}: {
  initialQuery?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  // the suggestions belong to the page they were opened on: any navigation closes them
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const term = text.trim();
  const debounced = useDebouncedValue(term, SEARCH_SUGGEST_DEBOUNCE_MS);
  const long = term.length >= SEARCH_MIN_CHARS;
  const open = openAt === location.key && long;
  const { data, isError, error, isPlaceholderData, isFetching } = useSearchSuggestions(
    debounced,
    open && debounced.length >= SEARCH_MIN_CHARS,
  );

  const current = debounced === term && !isPlaceholderData;
  const products = data?.products ?? [];
  const loading = !current || isFetching;
  const showList = products.length > 0 && !(current && isError);
  const highlighted = showList && active >= 0 && active < products.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openList = () => setOpenAt(location.key);
  const close = () => {
    setOpenAt(null);
    setActive(-1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    close();
    inputRef.current?.blur();
    void navigate(paths.search.href({ q: term }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        openList();
        return;
      }
      if (!showList) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // past either end the highlight goes back to the text field itself (-1)
      const next = highlighted + step;
      setActive(next < -1 ? products.length - 1 : next >= products.length ? -1 : next);
    } else if (event.key === 'Enter' && open && highlighted >= 0) {
      event.preventDefault();
      const product = products[highlighted];
      close();
      inputRef.current?.blur();
      if (product) void navigate(paths.product.href(product.id));
    } else if (event.key === 'Escape' && open) {
      // keeps the text: a search field would otherwise clear itself on Esc
      event.preventDefault();
      close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <form
      role="search"
      method="get"
      action={paths.search.pattern}
      onSubmit={onSubmit}
      onBlur={onBlur}
      className={`flex min-w-0 flex-1 sm:relative ${className}`}
    >
      <label htmlFor="site-search" className="sr-only">
        {T.label}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          openList();
        }}
        onFocus={openList}
        onKeyDown={onKeyDown}
        placeholder={T.searching}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && highlighted >= 0 ? optionId(highlighted) : undefined}
        className="h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={T.submit}
        className="inline-flex h-11 w-12 shrink-0 items-center justify-center rounded-r-lg bg-slate-800 text-white hover:bg-slate-900"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>

      {open && (
        // On phones the panel spans the whole header below the bar; from `sm` it hangs under the field.
        // Pressing inside it must not take the focus from the field (that would close it first).
        <div
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-2 top-full z-40 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:inset-x-0"
        >
          {showList ? (
            <>
              <ul
                id={listId}
                role="listbox"
                aria-label={T.suggestions}
                aria-busy={loading}
                className={`max-h-[min(60dvh,28rem)] overflow-y-auto py-1 transition-opacity ${loading ? 'opacity-60' : ''}`}
              >
                {products.map((product, index) => {
                  const discounted = product.discounted_price < product.price;
                  return (
                    <li key={product.id} role="none">
                      <Link
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === highlighted}
                        tabIndex={-1}
                        to={paths.product.href(product.id)}
                        onClick={close}
                        onMouseMove={() => index !== highlighted && setActive(index)}
                        className={`flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-sm ${
                          index === highlighted ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
                        }`}
                      >
                        <span className="line-clamp-2 min-w-0">{product.name}</span>
                        <span className="flex shrink-0 flex-col items-end">
                          <span
                            className={`font-semibold whitespace-nowrap ${discounted ? 'text-red-600' : 'text-slate-900'}`}
                          >
                            {formatRoubles(product.discounted_price)}
                          </span>
                          {/* the exact article of a sold-out product is suggested too, marked */}
                          {!isInStock(product.stock_quantity) && (
                            <span className="text-xs font-medium whitespace-nowrap text-red-700">
                              {TEXTS.stock.outOfStock}
                            </span>
                          )}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <div className="border-t border-slate-100 bg-slate-50 px-3 py-2 text-sm">
                {loading ? (
                  <p role="status" className="flex min-h-7 items-center text-slate-500">
                    {T.searching}
                  </p>
                ) : (
                  <Link
                    to={paths.search.href({ q: term })}
                    onClick={close}
                    className="flex min-h-7 items-center font-semibold text-brand-700 hover:text-brand-800"
                  >
                    {T.showAll} ({data?.total ?? products.length})
                  </Link>
                )}
              </div>
            </>
          ) : (
            <p role="status" className="px-3 py-3 text-sm text-slate-600">
              {loading
                ? T.searching
                : current && isError
                  ? T.failed(searchErrorMessage(error))
                  : T.noSuggestions}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
