import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';

export const privacyPolicyHead = (): PageHead => ({
  title: pageTitle(TEXTS.privacyPolicy.title),
  description: TEXTS.pageHeads.privacyDescription(SHOP.name),
  canonical: paths.privacyPolicy.href(),
});

export const privacyPolicyData: ServerPageData = {
  prefetch: async () => undefined,
  head: privacyPolicyHead,
};
