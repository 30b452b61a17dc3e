import { Link } from 'react-router';
import { DELIVERY_PAGE_TITLE } from '@shop/shared/delivery/page-texts';
import { TEXTS } from '@shop/shared/texts';
import { ShopContacts } from '../../features/shop/components/shop-contacts';
import { Logo } from '../../ui/logo';
import { paths } from '../../lib/paths';
import { useShop } from '../../lib/shop-settings';

const FOOTER_LINKS = [
  { label: TEXTS.nav.home, href: paths.home.href() },
  { label: TEXTS.nav.catalog, href: paths.catalog.href() },
  { label: TEXTS.nav.cart, href: paths.cart.href() },
  { label: TEXTS.nav.profile, href: paths.profile.href() },
  { label: TEXTS.nav.contacts, href: paths.contact.href() },
  { label: DELIVERY_PAGE_TITLE, href: paths.delivery.href() },
  { label: TEXTS.shop.returnsTitle, href: paths.returns.href() },
] as const;

const T = TEXTS.footer;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const shop = useShop();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.3fr]">
        <div className="space-y-4">
          <Logo name={shop.name} tone="dark" />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">{T.about}</p>
        </div>
        <nav aria-label={T.sections}>
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{T.forCustomers}</h2>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-11 items-center hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm sm:col-span-2 lg:col-span-1">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{TEXTS.nav.contacts}</h2>
          <ShopContacts tone="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page space-y-3 py-6 text-xs leading-relaxed text-slate-400 sm:text-sm">
          <p>{T.disclaimer}</p>
          <p>
            {T.cookies}{' '}
            <Link
              to={paths.privacyPolicy.href()}
              className="text-slate-200 underline underline-offset-2 hover:text-white"
            >
              {TEXTS.cookie.policyLink}
            </Link>
            .
          </p>
          <p>
            <Link
              to={paths.personalDataConsent.href()}
              className="text-slate-200 underline underline-offset-2 hover:text-white"
            >
              {TEXTS.consent.documentTitle}
            </Link>
          </p>
          <p>{T.rights(year, shop.legalName)}</p>
        </div>
      </div>
    </footer>
  );
}
