import { Fragment } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';

/** The thin strip above the header: address, hours, phone and e-mail of the shop. */
export function ContactsStrip() {
  return (
    <div className="bg-slate-900 text-slate-200">
      <div className="container-page flex min-h-9 items-center justify-between gap-x-6 gap-y-1 py-1.5 text-xs sm:text-[13px]">
        <p className="hidden min-w-0 flex-1 items-center gap-1.5 lg:flex" title={SHOP.address}>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span className="truncate">{SHOP.address}</span>
        </p>
        <p className="flex items-center gap-1.5 lg:whitespace-nowrap">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
          <span>
            {SHOP.hours.map((row, index) => (
              <Fragment key={row.days}>
                {index > 0 && ', '}
                <span className="whitespace-nowrap">
                  {row.days} {row.time}
                </span>
              </Fragment>
            ))}
          </span>
        </p>
        <div className="flex items-center gap-5">
          <a
            href={SHOP.phoneHref}
            className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-white hover:text-brand-300"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
            <span className="hidden min-[420px]:inline">{SHOP.phone}</span>
            <span className="min-[420px]:hidden">{TEXTS.shop.call}</span>
          </a>
          <a
            href={`mailto:${SHOP.email}`}
            className="hidden items-center gap-1.5 whitespace-nowrap hover:text-brand-300 md:flex"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
            {SHOP.email}
          </a>
        </div>
      </div>
    </div>
  );
}
