import { useState } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, INITIAL_ORDER_STATUS } from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { Skeleton } from '../../ui/skeleton';

/** Customer profile (spec §2): personal data, purchases to rate, and orders by status. */
export function ProfilePage() {
  useDocumentTitle('Личный кабинет');
  const { user } = useSession();
  const { openAuth } = useAuthModal();
  const [status, setStatus] = useState<OrderStatus>(INITIAL_ORDER_STATUS);

  if (!user) {
    return (
      <div className="container-page py-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{TEXTS.profile.guest}</p>
          <button type="button" onClick={() => openAuth('login')} className={buttonClass('primary', 'mt-4')}>
            Войти
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page space-y-6 py-5 sm:py-8">
      <PageTitle>Личный кабинет</PageTitle>

      <section
        aria-labelledby="profile-data-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="profile-data-title" className="mb-4 text-lg font-semibold text-slate-900">
          Личные данные
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[160px_1fr]">
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
        </dl>
      </section>

      <section
        aria-labelledby="profile-orders-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="profile-orders-title" className="mb-4 text-lg font-semibold text-slate-900">
          Мои заказы
        </h2>
        <div
          role="tablist"
          aria-label="Статус заказов"
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
        >
          {ORDER_STATUSES.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              id={`orders-tab-${code}`}
              aria-selected={status === code}
              aria-controls="orders-panel"
              onClick={() => setStatus(code)}
              className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap ${
                status === code ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {ORDER_STATUS_LABELS[code]}
            </button>
          ))}
        </div>
        <div
          id="orders-panel"
          role="tabpanel"
          aria-labelledby={`orders-tab-${status}`}
          aria-busy="true"
          className="mt-4 space-y-3"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      </section>
    </div>
  );
}
