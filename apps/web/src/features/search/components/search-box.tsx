import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '../../../app/paths';

const SEARCH_PLACEHOLDER = 'Поиск...';

/** The header search box: submitting goes to /search?q={text} (suggestions come with the search issue). */
export function SearchBox({
  initialQuery = '',
  className = '',
}: {
  initialQuery?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    inputRef.current?.blur();
    navigate(paths.search.href({ q }));
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative flex min-w-0 flex-1 ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Поиск товаров
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Найти"
        className="inline-flex h-11 w-12 shrink-0 items-center justify-center rounded-r-lg bg-slate-800 text-white hover:bg-slate-900"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
