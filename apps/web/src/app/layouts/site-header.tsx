import { useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { LayoutGrid, LogIn, LogOut, Mail, MapPin, Menu, Phone, User, UserPlus } from 'lucide-react';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { CartLink } from '../../features/cart/components/cart-link';
import { SearchBox } from '../../features/search/components/search-box';
import { useSession } from '../../lib/session/use-session';
import { buttonClass } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { Modal } from '../../ui/modal';
import { ADMIN_MENU, paths } from '../paths';
import { AdminMenu } from './admin-menu';

const MAIN_NAV = [
  { label: 'Главная', href: paths.home.href(), end: true },
  { label: 'Каталог', href: paths.catalog.href(), end: false },
  { label: 'Контакты', href: paths.contact.href(), end: true },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors hover:bg-slate-100 hover:text-brand-700 ${
    isActive ? 'text-brand-700' : 'text-slate-700'
  }`;

const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 text-base hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800'
  }`;

interface SiteHeaderProps {
  catalogOpen: boolean;
  onToggleCatalog: () => void;
}

/** Sticky header: logo, navigation, account and cart; a second bar with the catalogue toggle and search. */
export function SiteHeader({ catalogOpen, onToggleCatalog }: SiteHeaderProps) {
  const { user, isAdmin, loading, logout } = useSession();
  const { openAuth } = useAuthModal();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);
  const currentQuery = location.pathname === paths.search.pattern ? (searchParams.get('q') ?? '') : '';

  const openAuthFromMenu = (mode: 'login' | 'register') => {
    closeMenu();
    openAuth(mode);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <button
          type="button"
          onClick={() => setMenuOpenAt(location.key)}
          aria-label="Открыть меню"
          aria-expanded={menuOpen}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link
          to={paths.home.href()}
          aria-label={`${SHOP_PROFILE.name} — на главную`}
          className="min-w-0 shrink-0"
        >
          <Logo />
        </Link>

        <nav aria-label="Основная навигация" className="ml-4 hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.href} to={item.href} end={item.end} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          {isAdmin && <AdminMenu />}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {!loading &&
            (user ? (
              <>
                <NavLink to={paths.profile.href()} className={navLinkClass} aria-label="Профиль">
                  <User aria-hidden="true" className="size-5 sm:mr-1.5" />
                  <span className="hidden sm:inline">Профиль</span>
                </NavLink>
                <button
                  type="button"
                  onClick={logout}
                  className="hidden min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 sm:inline-flex"
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  Выйти
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => openAuth('login')}
                  aria-label="Вход"
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 sm:hidden"
                >
                  <LogIn aria-hidden="true" className="size-5" />
                </button>
                <div className="hidden items-center gap-2 sm:flex">
                  <button type="button" onClick={() => openAuth('login')} className={buttonClass('ghost')}>
                    Вход
                  </button>
                  <button
                    type="button"
                    onClick={() => openAuth('register')}
                    className={buttonClass('secondary')}
                  >
                    Регистрация
                  </button>
                </div>
              </>
            ))}
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
            Каталог
          </button>
          <SearchBox key={currentQuery} initialQuery={currentQuery} />
        </div>
      </div>

      <Modal open={menuOpen} onClose={closeMenu} title="Меню" placement="right">
        <div className="flex h-full flex-col gap-6 p-3">
          <nav aria-label="Основная навигация">
            <ul>
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} end={item.end} className={drawerLinkClass} onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {isAdmin && (
            <nav aria-label="Админ-панель">
              <p className="px-3 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">
                Админ-панель
              </p>
              <ul>
                {ADMIN_MENU.map((item) => (
                  <li key={item.href}>
                    <NavLink to={item.href} end className={drawerLinkClass} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          {!loading && (
            <div className="space-y-2 border-t border-slate-200 px-1 pt-4">
              {user ? (
                <>
                  <p className="truncate px-2 text-sm text-slate-500">{user.email}</p>
                  <Link
                    to={paths.profile.href()}
                    onClick={closeMenu}
                    className={buttonClass('secondary', 'w-full')}
                  >
                    <User aria-hidden="true" className="size-5" />
                    Профиль
                  </Link>
                  <button
                    type="button"
                    onClick={() => {
                      closeMenu();
                      logout();
                    }}
                    className={buttonClass('ghost', 'w-full')}
                  >
                    <LogOut aria-hidden="true" className="size-5" />
                    Выйти
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    onClick={() => openAuthFromMenu('login')}
                    className={buttonClass('primary', 'w-full')}
                  >
                    <LogIn aria-hidden="true" className="size-5" />
                    Вход
                  </button>
                  <button
                    type="button"
                    onClick={() => openAuthFromMenu('register')}
                    className={buttonClass('secondary', 'w-full')}
                  >
                    <UserPlus aria-hidden="true" className="size-5" />
                    Регистрация
                  </button>
                </>
              )}
            </div>
          )}

          <div className="mt-auto space-y-2 border-t border-slate-200 px-3 pt-4 pb-2 text-sm text-slate-600">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {SHOP_PROFILE.address}
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <a href={SHOP_PROFILE.phoneHref} className="font-semibold text-slate-800 hover:text-brand-700">
                {SHOP_PROFILE.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <a href={`mailto:${SHOP_PROFILE.email}`} className="break-all hover:text-brand-700">
                {SHOP_PROFILE.email}
              </a>
            </p>
          </div>
        </div>
      </Modal>
    </header>
  );
}
