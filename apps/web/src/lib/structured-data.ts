/**
 * schema.org objects for the JSON-LD of public pages (issue 22): the store (a HardwareStore, a kind of
 * LocalBusiness), a product with its offer and rating, and a breadcrumb trail. Plain data; the page's
 * head writes them (lib/head.ts escapes them for the <script> element).
 */
import type { ProductDetail } from '@shop/shared/catalog/schemas';
import { SHOP } from '@shop/shared/shop/details';
import type { Crumb } from '../ui/breadcrumbs';
import { absolute } from './head';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The shop's opening hours, as schema.org wants them. */
const OPENING_HOURS = [
  { days: DAY_NAMES.slice(0, 5), opens: '09:00', closes: '18:00' },
  { days: DAY_NAMES.slice(5), opens: '10:00', closes: '16:00' },
];

export function storeData(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    '@id': `${origin}/#store`,
    name: SHOP.name,
    legalName: SHOP.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: SHOP.phone,
    email: SHOP.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.address,
      addressCountry: 'RU',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: SHOP.mapCoordinates.lat,
      longitude: SHOP.mapCoordinates.lon,
    },
    openingHoursSpecification: OPENING_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
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
