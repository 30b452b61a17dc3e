import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { hoursSummary } from '@shop/shared/shop/hours';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { useOpenNowText, useShop } from '../../../lib/shop-settings';

/**
 * The thin strip above the header: address, hours (with whether the shop is open now), phone and
 * e-mail of the shop, from its settings.
 */
export function ContactsStrip() {
  const shop = useShop();
  const openNow = useOpenNowText();
  const phone = shop.phones[0] ?? '';
  return (
    <div data-testid="contacts-strip" className="bg-slate-900 text-slate-200">
      <div className="container-page flex min-h-9 items-center justify-between gap-x-6 gap-y-1 py-1.5 text-xs sm:text-[13px]">
        <p className="hidden min-w-0 flex-1 items-center gap-1.5 xl:flex" title={shop.address}>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span className="truncate">{shop.address}</span>
        </p>
        <p className="flex min-w-0 items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          {/* a phone: whether open now above the week's hours; wider: one line */}
          <span className="min-w-0">
            <span data-testid="open-now" className="block font-semibold text-white sm:inline">
              {openNow}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {' · '}
            </span>
            <span data-testid="hours-summary" className="block sm:inline">
              {hoursSummary(shop.hours)}
            </span>
          </span>
        </p>
        <div className="flex items-center gap-5">
          <a
            href={telHref(phone)}
            className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-white hover:text-brand-300"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
            <span className="hidden min-[420px]:inline">{phone}</span>
            <span className="min-[420px]:hidden">{TEXTS.shop.call}</span>
          </a>
          <a
            href={`mailto:${shop.email}`}
            className="hidden items-center gap-1.5 whitespace-nowrap hover:text-brand-300 md:flex"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
            {shop.email}
          </a>
        </div>
      </div>
    </div>
  );
}
