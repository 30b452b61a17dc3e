import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Profile } from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { ProfileForm as ProfileFormSchema } from '@shop/shared/validation';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { EmailField } from '../../../ui/email-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { profileKeys, updateProfile } from '../api';

type Field = 'username' | 'email' | 'full_name' | 'phone';

interface ProfileFormProps {
  profile: Profile;
  /** Leaves the edit mode: with the saved profile after saving, without one on cancel. */
  onClose: (saved?: Profile) => void;
}

/**
 * Edit mode of the personal data (spec §5 profile form). A new e-mail is saved as waiting for its code
 * (the card then asks for it). While one waits, the field holds it, so saving a new phone keeps the
 * change (the current e-mail sent back would drop it).
 */
export function ProfileForm({ profile, onClose }: ProfileFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<Field, ProfileFormSchema>({
    schema: ProfileFormSchema,
    initial: {
      username: profile.username,
      email: profile.pending_email ?? profile.email,
      full_name: profile.full_name ?? '',
      phone: profile.phone ?? '',
    },
    fallbackError: TEXTS.common.genericError,
    onError: (reason) => toast.error(TEXTS.profile.updateFailed(reason)),
    submit: async (data) => {
      const updated = await updateProfile(data);
      if (user) queryClient.setQueryData(profileKeys.forUser(user.id), updated);
      toast.success(TEXTS.profile.updated);
      onClose(updated);
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={TEXTS.profile.personalData}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={TEXTS.labels.username}
          autoComplete="username"
          autoCapitalize="none"
          autoFocus
          {...field('username')}
        />
        <EmailField {...field('email')} />
        <TextField label={TEXTS.labels.fullName} optional autoComplete="name" {...field('full_name')} />
        <TextField
          label={TEXTS.labels.phone}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('phone')}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm:px-8')}>
          {busy ? TEXTS.common.saving : TEXTS.common.save}
        </button>
        <button type="button" onClick={() => onClose()} disabled={busy} className={buttonClass('secondary')}>
          {TEXTS.common.cancel}
        </button>
      </div>
    </form>
  );
}
