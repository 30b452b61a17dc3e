import { useEffect, useState } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useProfile } from '../api';
import { EmailCodeForm } from './email-code-form';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

/**
 * The "Личные данные" card of /profile: loads GET /auth/profile, shows it and edits it; while a new
 * e-mail waits for its code, the card asks for the code.
 */
export function ProfileDetails() {
  const { data: profile, error, isPending, isFetching, refetch } = useProfile();
  const [editing, setEditing] = useState(false);
  // the save just mailed a code to a new address: its field takes the focus
  const [codeJustSent, setCodeJustSent] = useState(false);
  const loadError = error ? errorMessage(error, TEXTS.profile.loadFailed) : null;

  useEffect(() => {
    // a 401 signs the user out, which says so itself; any other load failure is toasted too (spec §8)
    if (error && !(error instanceof ApiRequestError && error.status === 401)) {
      toast.error(errorMessage(error, TEXTS.profile.loadFailed));
    }
  }, [error]);

  return (
    <section
      aria-labelledby="profile-data-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="mb-4 flex min-h-11 items-center justify-between gap-3">
        <h2 id="profile-data-title" className="text-lg font-semibold text-slate-900">
          {TEXTS.profile.personalData}
        </h2>
        {profile && !editing && (
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary', 'px-3')}>
            <Pencil aria-hidden="true" className="size-4" />
            {TEXTS.common.edit}
          </button>
        )}
      </div>

      {profile ? (
        editing ? (
          <ProfileForm
            profile={profile}
            onClose={(saved) => {
              setCodeJustSent(!!saved?.pending_email && saved.pending_email !== profile.pending_email);
              setEditing(false);
            }}
          />
        ) : (
          <>
            <ProfileView profile={profile} />
            {profile.pending_email && (
              <EmailCodeForm
                key={profile.pending_email}
                profile={profile}
                pendingEmail={profile.pending_email}
                autoFocus={codeJustSent}
              />
            )}
          </>
        )
      ) : isPending && !error ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-6 w-3/5" />
          <Skeleton className="h-6 w-2/5" />
        </div>
      ) : (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800"
        >
          <p className="font-medium">{loadError ?? TEXTS.profile.loadFailed}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={buttonClass('secondary', 'mt-3')}
          >
            {TEXTS.common.retry}
          </button>
        </div>
      )}
    </section>
  );
}
