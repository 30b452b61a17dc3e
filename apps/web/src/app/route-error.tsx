import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../ui/button';
import { paths } from '../lib/paths';

/** Shown when a page fails to render or its script cannot be downloaded (weak connection). */
export function RouteError({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div
      className={`flex items-center justify-center p-6 ${inline ? 'min-h-[50vh]' : 'min-h-dvh bg-slate-50'}`}
    >
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-slate-900">
          {notFound ? TEXTS.notFound.title : TEXTS.pageError.title}
        </h1>
        <p className="mt-3 text-slate-600">{notFound ? TEXTS.notFound.text : TEXTS.pageError.text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {TEXTS.pageError.reload}
          </button>
          <Link to={paths.home.href()} reloadDocument className={buttonClass('secondary')}>
            {TEXTS.notFound.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
