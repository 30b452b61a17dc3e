/**
 * schema.org objects for the JSON-LD of public pages (issue 22): the store (a HardwareStore, a kind of
 * LocalBusiness), a product with its offer and rating, and a breadcrumb trail. Plain data; the page's
 * head writes them (lib/head.ts escapes them for the <script> element).
 */
import type { ProductDetail } from '@shop/shared/catalog/schemas';
import type { DayHours } from '@shop/shared/shop/hours';
import type { ShopPublic } from '@shop/shared/shop/settings';
import type { Crumb } from '../ui/breadcrumbs';
import { TEXTS } from '@shop/shared/texts';
import { absolute, type PageHead } from './head';
import { paths } from './paths';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type OpenDay = { day: string; hours: NonNullable<DayHours> };

/** The week's hours as schema.org wants them: one entry per set of days with the same hours. */
export function openingHoursSpecification(hours: ShopPublic['hours']): object[] {
  const open = hours.flatMap((day, index): OpenDay[] =>
    day ? [{ day: DAY_NAMES[index]!, hours: day }] : [],
  );
  const groups = new Map<string, OpenDay[]>();
  for (const day of open) {
    const key = `${day.hours.open}-${day.hours.close}`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.values()].map((days) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map(({ day }) => day),
    opens: days[0]!.hours.open,
    closes: days[0]!.hours.close,
  }));
}

/** Dated exceptions (holidays, short days); a closed day is opens = closes = 00:00, as schema.org says. */
function specialOpeningHours(exceptions: ShopPublic['exceptions']): object[] {
  return exceptions.map((exception) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: exception.from,
    validThrough: exception.to,
    opens: exception.hours?.open ?? '00:00',
    closes: exception.hours?.close ?? '00:00',
  }));
}

/** The shop as a HardwareStore (a LocalBusiness), from its settings. */
export function storeData(origin: string, shop: ShopPublic): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    '@id': `${origin}/#store`,
    name: shop.name,
    legalName: shop.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(shop.phones[0] ? { telephone: shop.phones[0] } : {}),
    email: shop.email,
    taxID: shop.inn,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      addressCountry: 'RU',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: shop.map.lat,
      longitude: shop.map.lon,
    },
    openingHoursSpecification: openingHoursSpecification(shop.hours),
    ...(shop.exceptions.length > 0
      ? { specialOpeningHoursSpecification: specialOpeningHours(shop.exceptions) }
      : {}),
    currenciesAccepted: 'RUB',
    paymentAccepted: 'Cash',
  };
}

/** The trail of a page; the last crumb (the page itself, no link) takes the page's own address. */
export function breadcrumbData(crumbs: readonly Crumb[], origin: string, selfPath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? selfPath}`,
    })),
  };
}

const BARCODE_13 = /^\d{13}$/;

export function productData(
  product: ProductDetail,
  origin: string,
  path: string,
  rating: { averageRating: number; voteCount: number } | undefined,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: absolute(origin, product.image) } : {}),
    ...(product.description.trim() ? { description: product.description.trim() } : {}),
    ...(product.article.trim() ? { sku: product.article.trim() } : {}),
    ...(product.barcode && BARCODE_13.test(product.barcode) ? { gtin13: product.barcode } : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      price: product.discounted_price.toFixed(2),
      priceCurrency: 'RUB',
      availability:
        product.stock_quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@id': `${origin}/#store` },
    },
    ...(rating && rating.voteCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.averageRating.toFixed(1),
            reviewCount: rating.voteCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * The head of a page one step below the home page (delivery, returns, the legal documents) with its
 * breadcrumb 'Главная → <label>' as JSON-LD.
 */
export function withHomeBreadcrumb(head: PageHead, label: string, origin: string): PageHead {
  const self = head.canonical ?? paths.home.href();
  const crumbs = [{ label: TEXTS.nav.home, href: paths.home.href() }, { label }];
  return { ...head, jsonLd: [...(head.jsonLd ?? []), breadcrumbData(crumbs, origin, self)] };
}
