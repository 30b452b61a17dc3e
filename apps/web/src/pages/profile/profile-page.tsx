import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { useAuthModal } from '../../features/auth/use-auth-modal';
import { MyOrders } from '../../features/orders/components/my-orders';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { useRefreshUserRatings } from '../../features/ratings/api';
import { UnratedProducts } from '../../features/ratings/components/unrated-products';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';

/** Customer profile (spec §2): personal data; purchases to rate and orders by status follow below it. */
export function ProfilePage() {
  useDocumentTitle(TEXTS.profile.title);
  const { user } = useSession();
  const { openAuth } = useAuthModal();
  // a completed order brings its products to rate: the list follows the order updates
  const refreshUnrated = useRefreshUserRatings();

  if (!user) {
    return (
      <div className="container-page py-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{TEXTS.profile.guest}</p>
          <button type="button" onClick={() => openAuth('login')} className={buttonClass('primary', 'mt-4')}>
            {AUTH_FORMS.signIn}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page space-y-6 py-5 sm:py-8">
      <PageTitle>{TEXTS.profile.title}</PageTitle>
      <ProfileDetails />
      <UnratedProducts />
      <MyOrders onOrderUpdate={refreshUnrated} />
    </div>
  );
}
