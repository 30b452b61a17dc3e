import { BadgePercent, Boxes, Handshake, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';

const { advantages } = TEXTS.home;

const ADVANTAGES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Truck, ...advantages.delivery },
  { icon: BadgePercent, ...advantages.prices },
  { icon: Handshake, ...advantages.terms },
  { icon: Boxes, ...advantages.choice },
];

/** The four storefront advantages of spec §1. */
export function Advantages() {
  return (
    <section aria-labelledby="advantages-title">
      <h2 id="advantages-title" className="sr-only">
        {TEXTS.home.advantagesTitle}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ADVANTAGES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:flex-row sm:gap-4 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <strong className="block text-[15px] font-semibold text-slate-900 sm:text-base">{title}</strong>
              <span className="mt-1 block text-[13px] leading-snug text-slate-600 sm:text-sm sm:leading-relaxed">
                {text}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
