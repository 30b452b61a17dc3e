import { TEXTS } from '@shop/shared/texts';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { Skeleton } from '../../ui/skeleton';

/** Cart and checkout (spec §2): the item list beside the order form. */
export function CartPage() {
  useDocumentTitle('Корзина');
  const { user } = useSession();
  const { openAuth } = useAuthModal();

  return (
    <div className="container-page py-5 sm:py-8">
      <PageTitle>{TEXTS.cart.title}</PageTitle>
      {!user ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{TEXTS.cart.loginPrompt}</p>
          <button type="button" onClick={() => openAuth('login')} className={buttonClass('primary', 'mt-4')}>
            Войти
          </button>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]" aria-busy="true">
          <section aria-label="Товары в корзине" className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-28 w-full rounded-2xl" />
            ))}
          </section>
          <section
            aria-label="Оформление заказа"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <p className="text-lg font-semibold text-slate-900">{TEXTS.cart.total}</p>
            <Skeleton className="mt-4 h-64 w-full" />
          </section>
        </div>
      )}
    </div>
  );
}
