import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_PAGE, DELIVERY_PAGE_TITLE } from '@shop/shared/delivery/page-texts';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatRoubles } from '@shop/shared/money';
import { hoursLines } from '@shop/shared/shop/hours';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { deliveryZonesQuery, type DeliveryZone } from '../../features/delivery/zones-query';
import { useDocumentHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import { useShop } from '../../lib/shop-settings';
import { PageTitle } from '../../ui/page-title';
import { WithQuery } from '../../ui/with-query';
import { deliveryHead } from './delivery-data';

const T = DELIVERY_PAGE;
const LINK = 'font-medium text-brand-700 underline underline-offset-2';
/** an empty cell: the zone sets no threshold or minimum */
const NONE = '—';

/** The text's paragraphs: the owner separates them with an empty line in the settings. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

const amountOrNone = (roubles: number | null) => (roubles === null ? NONE : formatRoubles(roubles));

/** The shop's first phone as a link: delivery is agreed by phone where no zone is set. */
function ShopPhone() {
  const phone = useShop().phones[0] ?? '';
  return (
    <a href={telHref(phone)} className={`whitespace-nowrap ${LINK}`}>
      {phone}
    </a>
  );
}

function ZonesTable({ zones }: { zones: readonly DeliveryZone[] }) {
  if (zones.length === 0) {
    return (
      <p>
        {T.noZones}: <ShopPhone />.
      </p>
    );
  }
  const cell = 'border-b border-slate-200 px-3 py-2.5 align-top';
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{T.zonesCaption}</caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <th scope="col" className={cell}>
              {DELIVERY_TEXTS.zoneLabel}
            </th>
            <th scope="col" className={cell}>
              {T.columns.price}
            </th>
            <th scope="col" className={cell}>
              {T.columns.freeFrom}
            </th>
            <th scope="col" className={cell}>
              {T.columns.minOrder}
            </th>
            <th scope="col" className={cell}>
              {T.columns.leadTime}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {zones.map((zone) => (
            <tr key={zone.id}>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {zone.name}
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                {zone.price === 0 ? DELIVERY_TEXTS.free : formatRoubles(zone.price)}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{amountOrNone(zone.free_from)}</td>
              <td className={`${cell} whitespace-nowrap`}>{amountOrNone(zone.min_order)}</td>
              <td className={cell}>{zone.lead_time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /delivery ('Доставка и оплата', issue 25): where the shop delivers and at what price (the active zones,
 * drawn on the server), the owner's own delivery terms, special transport, pickup from the shop's
 * settings and the payment methods — what the distance-selling rules want shown before a purchase.
 */
export function DeliveryPage() {
  const shop = useShop();
  const zones = useQuery(deliveryZonesQuery());
  useDocumentHead(deliveryHead(shop));
  const limits = T.specialTransportLimits(shop.heavy_order_kg, shop.long_item_m);
  return (
    <div className="container-page py-6 sm:py-10">
      <article className="prose-shop mx-auto max-w-3xl hyphens-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 lg:p-10">
        <PageTitle>{DELIVERY_PAGE_TITLE}</PageTitle>
        <p className="mt-3">{T.intro}</p>

        <h2>{T.zonesHeading}</h2>
        <WithQuery query={zones} errorMessage={T.zonesLoadFailed}>
          {(data) => <ZonesTable zones={data} />}
        </WithQuery>
        {paragraphsOf(shop.deliveryText ?? '').map((paragraph, index) => (
          <p key={index} className="mt-3 whitespace-pre-line">
            {paragraph}
          </p>
        ))}

        <h2>{T.specialTransportHeading}</h2>
        <p>{T.specialTransport}</p>
        {limits && <p>{limits}</p>}

        <h2>{TEXTS.checkout.pickupLabel}</h2>
        <p>
          <strong>{TEXTS.profile.pickupAddress}:</strong> {shop.pickupAddress}
        </p>
        <p>
          <strong>{TEXTS.shop.hours}:</strong>
          {hoursLines(shop.hours).map((row) => (
            <span key={row.days} className="block">
              {row.days}: {row.time}
            </span>
          ))}
        </p>
        <p>{T.pickupToday}</p>

        <h2>{T.paymentHeading}</h2>
        <ul>
          <li>
            <strong>{TEXTS.checkout.cashOnDeliveryLabel}</strong> — {T.cashDetails}
          </li>
          <li>{TEXTS.checkout.cardUnavailableLabel}</li>
        </ul>

        <p className="mt-8">
          {T.returnsLead}{' '}
          <Link to={paths.returns.href()} className={LINK}>
            {TEXTS.shop.returnsTitle}
          </Link>
          .
        </p>
        <p>
          {T.contactLead}{' '}
          <Link to={paths.contact.href()} className={LINK}>
            {TEXTS.nav.contacts}
          </Link>
          .
        </p>
      </article>
    </div>
  );
}
