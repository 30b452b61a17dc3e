import { Link, NavLink } from 'react-router';
import { LogIn, Mail, MapPin, Phone, User, UserPlus } from 'lucide-react';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { ADMIN_MENU, paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { useShop } from '../../lib/shop-settings';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { LogoutButton } from './logout-button';
import { MAIN_NAV } from './main-nav';

const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 text-base hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800'
  }`;

/** The header's menu on small screens: navigation, the admin sections, the account and the contacts. */
export function SiteMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isAdmin, loading } = useSession();
  const { openAuth } = useAuthModal();
  const shop = useShop();
  const phone = shop.phones[0] ?? '';
  const openAuthFromMenu = (mode: 'login' | 'register') => {
    onClose();
    openAuth(mode);
  };

  return (
    <Modal open={open} onClose={onClose} title={TEXTS.nav.menu} placement="right">
      <div className="flex h-full flex-col gap-6 p-3">
        <nav aria-label={TEXTS.nav.main}>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.end} className={drawerLinkClass} onClick={onClose}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {isAdmin && (
          <nav aria-label={TEXTS.admin.panel}>
            <p className="px-3 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">
              {TEXTS.admin.panel}
            </p>
            <ul>
              {ADMIN_MENU.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} end className={drawerLinkClass} onClick={onClose}>
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
                  onClick={onClose}
                  className={buttonClass('secondary', 'w-full')}
                >
                  <User aria-hidden="true" className="size-5" />
                  {TEXTS.nav.profile}
                </Link>
                <LogoutButton className={buttonClass('ghost', 'w-full')} onClick={onClose} />
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => openAuthFromMenu('login')}
                  className={buttonClass('primary', 'w-full')}
                >
                  <LogIn aria-hidden="true" className="size-5" />
                  {TEXTS.auth.loginTitle}
                </button>
                <button
                  type="button"
                  onClick={() => openAuthFromMenu('register')}
                  className={buttonClass('secondary', 'w-full')}
                >
                  <UserPlus aria-hidden="true" className="size-5" />
                  {TEXTS.auth.registerTitle}
                </button>
              </>
            )}
          </div>
        )}

        <div className="mt-auto space-y-2 border-t border-slate-200 px-3 pt-4 pb-2 text-sm text-slate-600">
          <p className="flex gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {shop.address}
          </p>
          <p className="flex gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <a href={telHref(phone)} className="font-semibold text-slate-800 hover:text-brand-700">
              {phone}
            </a>
          </p>
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <a href={`mailto:${shop.email}`} className="break-all hover:text-brand-700">
              {shop.email}
            </a>
          </p>
        </div>
      </div>
    </Modal>
  );
}
