import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has no link. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={TEXTS.nav.breadcrumbs} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
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
