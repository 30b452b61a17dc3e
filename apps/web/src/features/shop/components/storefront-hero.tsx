import { Link } from 'react-router';
import { Clock, Phone, Truck } from 'lucide-react';
import { hoursSummary } from '@shop/shared/shop/hours';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { useShop } from '../../../lib/shop-settings';
import { buttonClass } from '../../../ui/button';

const T = TEXTS.home;

/** The home page's opening block with the storefront claims of spec §1. */
export function StorefrontHero() {
  const shop = useShop();
  const phone = shop.phones[0] ?? '';
  // the banner says what the header says: the week's hours, and 'без выходных' only when it is true
  const openEveryDay = shop.hours.every((day) => day !== null);
  return (
    <section className="relative overflow-hidden rounded-2xl bg-slate-900 text-white shadow-sm">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 hidden w-1/2 bg-[repeating-linear-gradient(135deg,rgba(234,88,12,0.12)_0_18px,transparent_18px_36px)] [mask-image:linear-gradient(to_right,transparent,black_40%)] md:block"
      />
      <div className="relative grid gap-6 px-5 py-8 sm:px-8 sm:py-10 md:grid-cols-[1.4fr_1fr] md:items-center lg:px-12 lg:py-14">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-600/20 px-3 py-1 text-sm font-medium text-brand-200">
            {T.heroBadge}
          </p>
          <h1 className="text-[1.7rem] leading-tight font-bold tracking-tight sm:text-4xl lg:text-5xl">
            {T.heroTitle.start} <span className="text-brand-400">{T.heroTitle.accent}</span> {T.heroTitle.end}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg">
            {T.heroText(shop.name)}
          </p>
          <div className="mt-6 flex flex-col gap-3 min-[420px]:flex-row">
            <Link to={paths.catalog.href()} className={buttonClass('primary', 'px-6')}>
              {TEXTS.cart.goToCatalog}
            </Link>
            <a href={telHref(phone)} className={buttonClass('outlineDark', 'px-6')}>
              <Phone aria-hidden="true" className="size-4" />
              {phone}
            </a>
          </div>
        </div>
        <ul className="grid gap-3 text-sm sm:text-base">
          <li className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-400" />
            <span>
              <strong className="block font-semibold">{hoursSummary(shop.hours)}</strong>
              <span className="text-slate-300">{openEveryDay ? T.heroOpenDaily : TEXTS.shop.hours}</span>
            </span>
          </li>
          <li className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <Truck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-400" />
            <span>
              <strong className="block font-semibold">{T.heroExpress}</strong>
              <span className="text-slate-300">{T.heroExpressNote}</span>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
