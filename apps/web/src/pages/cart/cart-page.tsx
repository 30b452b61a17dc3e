import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ShoppingCart } from 'lucide-react';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { cartKeys, useCart } from '../../features/cart/api';
import { CartList, cartTotal } from '../../features/cart/components/cart-list';
import { CartDelivery } from '../../features/delivery/cart-delivery';
import { useCheckoutDelivery } from '../../features/delivery/checkout-delivery';
import { CheckoutForm } from '../../features/orders/components/checkout-form';
import { CartQuickOrder } from '../../features/orders/components/quick-order-button';
import { useProfile } from '../../features/profile/api';
import { ApiRequestError } from '../../lib/api-client';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { PageTitle } from '../../ui/page-title';
import { Skeleton } from '../../ui/skeleton';

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5';

function CartSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]" aria-busy="true">
      <section aria-label={TEXTS.cart.items} className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full rounded-2xl" />
        ))}
      </section>
      <section aria-label={TEXTS.checkout.title} className={PANEL}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-64 w-full" />
      </section>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className={`${PANEL} mt-6 flex flex-col items-center gap-4 py-10 text-center`}>
      <ShoppingCart aria-hidden="true" className="size-12 text-slate-300" />
      <p className="max-w-md text-slate-700">{TEXTS.cart.empty}</p>
      <Link to={paths.catalog.href()} className={buttonClass('primary')}>
        {TEXTS.cart.goToCatalog}
      </Link>
    </div>
  );
}

/** The signed-in customer's cart beside the checkout form (spec §2 Cart, §4, §5). */
function CustomerCart() {
  const cart = useCart();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const items = cart.data?.CartItems ?? [];
  const delivery = useCheckoutDelivery(items);

  const reloadCart = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  if (cart.isPending || profile.isPending) return <CartSkeleton />;
  if (cart.isError) {
    // a 401 signs the user out globally; the guest prompt replaces this page then
    if (cart.error instanceof ApiRequestError && cart.error.status === 401) return <CartSkeleton />;
    return (
      <div className="mt-6">
        <LoadError
          message={TEXTS.cart.loadFailed}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      </div>
    );
  }

  if (items.length === 0) return <EmptyCart />;
  const total = cartTotal(items);

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_380px]">
      <section aria-label={TEXTS.cart.items}>
        <CartList items={items} total={total} delivery={<CartDelivery items={items} />} />
      </section>
      <section aria-labelledby="checkout-title" className={`${PANEL} lg:sticky lg:top-4`}>
        <h2 id="checkout-title" className="mb-4 text-lg font-semibold text-slate-900">
          {TEXTS.checkout.title}
        </h2>
        <CheckoutForm
          items={items}
          total={total}
          delivery={delivery}
          defaults={profile.data}
          onCartConflict={() => void reloadCart()}
          onError={(message) => toast.error(message)}
          onPlaced={async () => {
            toast.success(TEXTS.checkout.orderPlaced);
            await reloadCart();
            await navigate(paths.profile.href());
          }}
        />
        <div className="mt-4 border-t border-slate-200 pt-4">
          <CartQuickOrder items={items} total={total} defaults={profile.data} />
        </div>
      </section>
    </div>
  );
}

/** Cart and checkout (spec §2): the item list beside the order form; guests are asked to sign in. */
export function CartPage() {
  useDocumentTitle(TEXTS.nav.cart);
  const { user, loading } = useSession();
  const { openAuth } = useAuthModal();

  return (
    <div className="container-page py-5 sm:py-8">
      <PageTitle>{TEXTS.cart.title}</PageTitle>
      {loading ? (
        <CartSkeleton />
      ) : !user ? (
        <div className={`${PANEL} mt-6`}>
          <p className="text-slate-700">{TEXTS.cart.loginPrompt}</p>
          <button type="button" onClick={() => openAuth('login')} className={buttonClass('primary', 'mt-4')}>
            {AUTH_FORMS.signIn}
          </button>
        </div>
      ) : (
        <CustomerCart />
      )}
    </div>
  );
}
