import { Link } from 'react-router';
import { Cookie } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useEffect } from 'react';
import { acceptCookies, keepConsentCookie, useCookieConsent } from '../consent';
import { useYandexMetrika } from '../yandex-metrika';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../../../ui/button';

/**
 * Cookie notice shown until the visitor accepts it (spec §2); Yandex Metrica, when the shop has a
 * counter, starts only after that. It stays above dialogs (z-50): a visitor who opens the sign-in
 * dialog first can still press 'Принять'.
 */
export function CookieBanner() {
  const accepted = useCookieConsent();
  useYandexMetrika();
  useEffect(keepConsentCookie, []);
  if (accepted) return null;

  return (
    <section
      aria-label={TEXTS.cookie.label}
      className="fixed inset-x-0 bottom-0 z-[60] p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:p-4"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center sm:gap-5">
        <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-brand-600 sm:block" />
        <p className="text-sm leading-relaxed text-slate-700">
          {TEXTS.cookie.text}{' '}
          <Link
            to={paths.privacyPolicy.href()}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {TEXTS.cookie.policyLink}
          </Link>
          .
        </p>
        <button type="button" onClick={acceptCookies} className={buttonClass('primary', 'shrink-0 px-6')}>
          {TEXTS.cookie.accept}
        </button>
      </div>
    </section>
  );
}
