import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session/use-session';
import { hasPendingCartAdd } from '../pending-add-key';

// loaded only when a guest's product waits for their sign-in: not part of the storefront's first download
const AddPendingItem = lazy(() =>
  import('./add-pending-item').then((module) => ({ default: module.AddPendingItem })),
);

/**
 * Adds the product a guest chose before signing in (the sign-in modal or /login) as soon as the session
 * has a user. Mounted once, above the pages.
 */
export function PendingCartAdd() {
  const { user } = useSession();
  const [startedFor, setStartedFor] = useState<number | null>(null);
  if (user && startedFor !== user.id && hasPendingCartAdd()) setStartedFor(user.id);
  if (startedFor === null) return null;
  return (
    <Suspense fallback={null}>
      <AddPendingItem />
    </Suspense>
  );
}
