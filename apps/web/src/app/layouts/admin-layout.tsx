import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { Spinner } from '../../ui/spinner';
import { ADMIN_MENU } from '../../lib/paths';

/** Frame of the admin pages: the admin section tabs above the page. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLElement>(null);
  // on a phone the tab row scrolls sideways: keep the current section in view
  useEffect(() => {
    const active = tabsRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <div className="container-page py-6 sm:py-8">
      <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
        {TEXTS.admin.panelTitle}
      </p>
      <nav
        ref={tabsRef}
        aria-label={TEXTS.admin.sections}
        className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {ADMIN_MENU.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap sm:text-base ${
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
