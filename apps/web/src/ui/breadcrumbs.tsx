import { Link } from 'react-router';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has no link. */
  href?: string;
}

/** The nearest crumb before the current page that links somewhere: where '←' leads on a phone. */
function parentOf(items: readonly Crumb[]): Crumb | undefined {
  return items.slice(0, -1).findLast((item) => item.href);
}

/** The trail from the root; on a phone (under 640 px) only '← <parent>', a link one level up. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const parent = parentOf(items);
  return (
    <nav aria-label={TEXTS.nav.breadcrumbs} className="text-sm text-slate-500">
      {parent && (
        <Link
          to={parent.href!}
          className="inline-flex min-h-8 max-w-full items-center gap-1.5 hover:text-brand-700 sm:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere [word-break:normal]">{parent.label}</span>
        </Link>
      )}
      <ol className={`${parent ? 'hidden sm:flex' : 'flex'} flex-wrap items-center gap-x-1 gap-y-1`}>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />}
            {item.href ? (
              <Link to={item.href} className="inline-flex min-h-8 items-center hover:text-brand-700">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
