import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';

export function NotFoundPage() {
  useDocumentTitle(TEXTS.notFound.title);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{TEXTS.notFound.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{TEXTS.notFound.text}</p>
      <Link to={paths.home.href()} className={buttonClass('primary', 'mt-8 px-6')}>
        <Home aria-hidden="true" className="size-5" />
        {TEXTS.notFound.backHome}
      </Link>
    </div>
  );
}
