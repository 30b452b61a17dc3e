import { useState } from 'react';
import type { Ref } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { LayoutGrid, LogIn, Menu, User } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { CartLink } from '../../features/cart/components/cart-link';
import { SearchBox } from '../../features/search/components/search-box';
import { useSession } from '../../lib/session/use-session';
import { useShop } from '../../lib/shop-settings';
import { buttonClass } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { paths } from '../../lib/paths';
import { AdminMenu } from './admin-menu';
import { LogoutButton } from './logout-button';
import { MAIN_NAV } from './main-nav';
import { SiteMenu } from './site-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors hover:bg-slate-100 hover:text-brand-700 ${
    isActive ? 'text-brand-700' : 'text-slate-700'
  }`;

interface SiteHeaderProps {
  /** the layout keeps the toasts under the header */
  ref?: Ref<HTMLElement>;
  catalogOpen: boolean;
  onToggleCatalog: () => void;
}

/** Sticky header: logo, navigation, account and cart; a second bar with the catalogue toggle and search. */
export function SiteHeader({ ref, catalogOpen, onToggleCatalog }: SiteHeaderProps) {
  const { user, isAdmin, loading } = useSession();
  const { openAuth } = useAuthModal();
  const shop = useShop();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);
  const currentQuery = location.pathname === paths.search.pattern ? (searchParams.get('q') ?? '') : '';

  return (
    <header
      ref={ref}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <button
          type="button"
          onClick={() => setMenuOpenAt(location.key)}
          aria-label={TEXTS.nav.openMenu}
          aria-expanded={menuOpen}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link to={paths.home.href()} aria-label={TEXTS.nav.homeLink(shop.name)} className="min-w-0 shrink-0">
          <Logo name={shop.name} />
        </Link>

        <nav aria-label={TEXTS.nav.main} className="ml-4 hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.href} to={item.href} end={item.end} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          {isAdmin && <AdminMenu />}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user && !loading ? (
            <>
              <NavLink to={paths.profile.href()} className={navLinkClass} aria-label={TEXTS.nav.profile}>
                <User aria-hidden="true" className="size-5 sm:mr-1.5" />
                <span className="hidden sm:inline">{TEXTS.nav.profile}</span>
              </NavLink>
              <LogoutButton className="hidden min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 sm:inline-flex" />
            </>
          ) : (
            // while the session is read (and in the server's page) the guest's buttons hold their place
            // unseen, so nothing moves when they appear
            <div className={loading ? 'invisible contents' : 'contents'}>
              <GuestButtons onOpen={openAuth} />
            </div>
          )}
          <CartLink />
        </div>
      </div>

      <div className="border-t border-slate-100 bg-slate-50/80">
        <div className="container-page flex items-center gap-2 py-2 sm:gap-3">
          <button
            type="button"
            onClick={onToggleCatalog}
            aria-expanded={catalogOpen}
            className={buttonClass('primary', 'shrink-0 px-3 sm:px-5')}
          >
            <LayoutGrid aria-hidden="true" className="size-5" />
            {TEXTS.nav.catalog}
          </button>
          <SearchBox key={currentQuery} initialQuery={currentQuery} />
        </div>
      </div>

      <SiteMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}

/** Sign-in (an icon on a phone) and registration, for a visitor who is not signed in. */
function GuestButtons({ onOpen }: { onOpen: (mode: 'login' | 'register') => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() => onOpen('login')}
        aria-label={TEXTS.auth.loginTitle}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 sm:hidden"
      >
        <LogIn aria-hidden="true" className="size-5" />
      </button>
      <div className="hidden items-center gap-2 sm:flex">
        <button type="button" onClick={() => onOpen('login')} className={buttonClass('ghost')}>
          {TEXTS.auth.loginTitle}
        </button>
        <button type="button" onClick={() => onOpen('register')} className={buttonClass('secondary')}>
          {TEXTS.auth.registerTitle}
        </button>
      </div>
    </>
  );
}
