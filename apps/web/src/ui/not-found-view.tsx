import { Link } from 'react-router';
import { Home, LayoutGrid } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../lib/paths';
import { buttonClass } from './button';

/**
 * The 404 page (spec §2): its title, what is missing (an unknown address, product or category), and
 * the way home; the server answers such a page with 404.
 */
export function NotFoundView({
  text = TEXTS.notFound.text,
  catalogLink = TEXTS.nav.catalog,
}: {
  text?: string;
  /** the second way out: 'Вернуться в каталог' from a product the shop does not have */
  catalogLink?: string;
}) {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{TEXTS.notFound.title}</h1>
      <p role="alert" className="mt-3 max-w-md text-slate-600">
        {text}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home.href()} className={buttonClass('primary', 'px-6')}>
          <Home aria-hidden="true" className="size-5" />
          {TEXTS.notFound.backHome}
        </Link>
        <Link to={paths.catalog.href()} className={buttonClass('secondary', 'px-6')}>
          <LayoutGrid aria-hidden="true" className="size-5" />
          {catalogLink}
        </Link>
      </div>
    </div>
  );
}
