import { ExternalLink, MapPin, Navigation } from 'lucide-react';
import { CONTACT_PAGE } from '@shop/shared/shop/contact-page';
import { TEXTS } from '@shop/shared/texts';
import { useShop } from '../../../lib/shop-settings';
import { buttonClass } from '../../../ui/button';
import { useEmbeddedMap } from '../use-embedded-map';
import { ShopMapSketch } from './shop-map-sketch';

/** Yandex Maps' addresses of the shop's point: the map, a route to it and the embeddable widget. */
export function mapUrls({ lat, lon }: { lat: number; lon: number }) {
  return {
    map: `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`,
    route: `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`,
    widget: `https://yandex.ru/map-widget/v1/?ll=${lon},${lat}&z=16&pt=${lon},${lat},pm2rdm`,
  };
}

/**
 * Where the shop is (spec §1: a map embedded in the contacts area): the address linking to Yandex Maps
 * and the embedded map, which loads when it comes near the screen. A drawn sketch of the streets with
 * the shop's pin stands in while it loads and stays when it cannot (offline, blocked, too slow).
 */
export function ShopMap() {
  const { boxRef, state, frameMounted, onFrameLoad } = useEmbeddedMap();
  const shop = useShop();
  const urls = mapUrls(shop.map);

  return (
    <section
      aria-labelledby="shop-map-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="flex items-start gap-4 bg-[linear-gradient(135deg,#fff7ed,#f1f5f9)] p-5 sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow">
          <MapPin aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="shop-map-title" className="text-lg font-semibold text-slate-900">
            {TEXTS.shop.findUs}
          </h2>
          <a
            href={urls.map}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block text-slate-800 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-400"
          >
            {shop.address}
          </a>
          <p className="mt-1 text-sm text-slate-500">
            {TEXTS.checkout.pickupLabel}: {shop.pickupAddress}
          </p>
        </div>
      </div>

      <div
        ref={boxRef}
        data-map-state={state}
        className="relative h-64 border-y border-slate-200 bg-[#f1f2ea] sm:h-80"
      >
        {state !== 'shown' && (
          <a
            href={urls.map}
            target="_blank"
            rel="noopener noreferrer"
            className="absolute inset-0 block focus-visible:outline-offset-[-3px]"
          >
            <ShopMapSketch label={CONTACT_PAGE.mapSketch(shop.name)} className="size-full" />
          </a>
        )}
        {state === 'loading' && (
          <p
            role="status"
            className="absolute top-3 right-3 flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm text-slate-700 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
            />
            {CONTACT_PAGE.mapLoading}
          </p>
        )}
        {frameMounted && (
          <iframe
            title={TEXTS.shop.map(shop.address)}
            src={urls.widget}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={onFrameLoad}
            aria-hidden={state === 'shown' ? undefined : true}
            tabIndex={state === 'shown' ? undefined : -1}
            className={`absolute inset-0 block size-full border-0 transition-opacity duration-300 ${
              state === 'shown' ? 'opacity-100' : 'pointer-events-none opacity-0'
            }`}
          />
        )}
      </div>

      <div className="flex flex-col gap-3 p-5 pt-4 sm:flex-row sm:flex-wrap sm:p-6 sm:pt-4">
        <a href={urls.map} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {TEXTS.shop.openMap}
        </a>
        <a href={urls.route} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost')}>
          <Navigation aria-hidden="true" className="size-4" />
          {TEXTS.shop.route}
        </a>
      </div>
    </section>
  );
}
