import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../ui/button';
import { paths } from '../lib/paths';

/** Shown when a page fails to render or its script cannot be downloaded (weak connection). */
export function RouteError({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center p-6 ${inline ? 'min-h-[50vh]' : 'min-h-dvh bg-slate-50'}`}
    >
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-slate-900">{TEXTS.pageError.title}</h1>
        <p className="mt-3 text-slate-600">{TEXTS.pageError.text}</p>
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

interface BoundaryProps {
  children: ReactNode;
  /** inside the storefront frame (header and footer stay) rather than the whole screen */
  inline?: boolean;
}

class ErrorBoundary extends Component<
  BoundaryProps & { resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Another address is another page: it gets its own chance to render. */
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError inline={this.props.inline} /> : this.props.children;
  }
}

/** Catches a page that fails to render (or whose script does not arrive) and offers to reload. */
export function PageErrorBoundary({ children, inline }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} inline={inline}>
      {children}
    </ErrorBoundary>
  );
}
