import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../lib/paths';

/** A home page block: its heading (`titleId` labels the section), a link to the catalogue, the content. */
export function HomeSection({
  titleId,
  title,
  catalogLink,
  children,
}: {
  titleId: string;
  title: string;
  catalogLink: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <Link
          to={paths.catalog.href()}
          className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:text-brand-800"
        >
          {catalogLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
