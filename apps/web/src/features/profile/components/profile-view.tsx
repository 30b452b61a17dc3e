import type { Profile } from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { EMAIL_LABEL } from '../../../ui/email-field';

const ROWS = [
  { key: 'username', label: TEXTS.labels.username },
  { key: 'email', label: EMAIL_LABEL },
  { key: 'full_name', label: TEXTS.labels.fullName },
  { key: 'phone', label: TEXTS.labels.phone },
] as const satisfies ReadonlyArray<{ key: keyof Profile; label: string }>;

/**
 * The personal data as a list; an empty optional value reads 'Не указано' (spec §2). A new e-mail
 * waiting for its code is named under the current one.
 */
export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <dl className="divide-y divide-slate-100">
      {ROWS.map(({ key, label }) => {
        const value = profile[key]?.trim();
        const pending = key === 'email' ? profile.pending_email : null;
        return (
          <div key={key} className="grid gap-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[12rem_1fr] sm:gap-6">
            <dt className="text-sm text-slate-500 sm:text-base">{label}</dt>
            <dd className={value ? 'break-words text-slate-900' : 'text-slate-500'}>
              {value || TEXTS.common.notSpecified}
              {pending && (
                <span className="mt-0.5 block text-sm break-words text-amber-800">
                  {TEXTS.auth.pendingEmail(pending)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
