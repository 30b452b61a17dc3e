import { personalDataConsent } from '@shop/shared/privacy/consent-document';
import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { withHomeBreadcrumb } from '../../lib/structured-data';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';

export const personalDataConsentHead = (shop: ShopPublic): PageHead => ({
  title: pageTitle(shop.name, TEXTS.consent.documentTitle),
  description: personalDataConsent(shop).description,
  canonical: paths.personalDataConsent.href(),
});

export const personalDataConsentData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ client, origin }) =>
    withHomeBreadcrumb(personalDataConsentHead(shopOf(client)), TEXTS.consent.documentTitle, origin),
};
