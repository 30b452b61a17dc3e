import { useState } from 'react';
import { ExternalLink, Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../../../ui/button';

const { lat, lon } = SHOP_PROFILE.mapCoordinates;
const MAP_URL = `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
const ROUTE_URL = `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`;
const WIDGET_URL = `https://yandex.ru/map-widget/v1/?ll=${lon},${lat}&z=16&pt=${lon},${lat},pm2rdm`;

/**
 * Where the shop is: the address with links to Yandex Maps. The embedded map is loaded only on request,
 * so a visitor on a weak connection does not pay for it.
 */
export function ShopMap() {
  const [showMap, setShowMap] = useState(false);
  return (
    <section
      aria-labelledby="shop-map-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="flex items-start gap-4 bg-[linear-gradient(135deg,#fff7ed,#f1f5f9)] p-5 sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow">
          <MapPin aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="shop-map-title" className="text-lg font-semibold text-slate-900">
            {TEXTS.shop.findUs}
          </h2>
          <p className="mt-1 text-slate-700">{SHOP_PROFILE.address}</p>
          <p className="mt-1 text-sm text-slate-500">
            {TEXTS.checkout.pickupLabel}: {SHOP_PROFILE.pickupAddress}
          </p>
        </div>
      </div>
      {showMap && (
        <iframe
          title={TEXTS.shop.map(SHOP_PROFILE.address)}
          src={WIDGET_URL}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-72 w-full border-0 sm:h-80"
        />
      )}
      <div className="flex flex-col gap-3 p-5 pt-4 sm:flex-row sm:flex-wrap sm:p-6 sm:pt-4">
        <a href={MAP_URL} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {TEXTS.shop.openMap}
        </a>
        <a href={ROUTE_URL} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost')}>
          <Navigation aria-hidden="true" className="size-4" />
          {TEXTS.shop.route}
        </a>
        {!showMap && (
          <button type="button" onClick={() => setShowMap(true)} className={buttonClass('ghost')}>
            <MapIcon aria-hidden="true" className="size-4" />
            {TEXTS.shop.showMap}
          </button>
        )}
      </div>
    </section>
  );
}
