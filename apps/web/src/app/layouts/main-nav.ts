import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';

/** The storefront's main navigation, in the header bar and in the menu on small screens. */
export const MAIN_NAV = [
  { label: TEXTS.nav.home, href: paths.home.href(), end: true },
  { label: TEXTS.nav.catalog, href: paths.catalog.href(), end: false },
  { label: TEXTS.nav.contacts, href: paths.contact.href(), end: true },
] as const;
