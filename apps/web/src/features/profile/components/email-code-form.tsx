import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { ConfirmEmailInput } from '@shop/shared/auth/schemas';
import type { Profile } from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { cleanCode, CodeField } from '../../../ui/code-field';
import { FormAlert } from '../../../ui/text-field';
import { confirmEmail, keepCurrentEmail, profileKeys } from '../api';

interface EmailCodeFormProps {
  profile: Profile;
  /** the new e-mail waiting for its code (`profile.pending_email`) */
  pendingEmail: string;
  /** the code was asked for just now: the field takes the focus */
  autoFocus?: boolean;
}

/**
 * A new e-mail waits for the code mailed to it: the code makes it the account's e-mail; 'Оставить
 * прежний email' drops the change (the current e-mail sent again).
 */
export function EmailCodeForm({ profile, pendingEmail, autoFocus }: EmailCodeFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [dropping, setDropping] = useState(false);
  const show = (updated: Profile) => {
    if (user) queryClient.setQueryData(profileKeys.forUser(user.id), updated);
  };

  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<'code', ConfirmEmailInput>({
    schema: ConfirmEmailInput,
    initial: { code: '' },
    prepare: (values) => ({ code: cleanCode(values.code) }),
    fallbackError: TEXTS.common.genericError,
    submit: async (data) => {
      show(await confirmEmail(data));
      toast.success(TEXTS.auth.emailChanged);
    },
  });

  const drop = async () => {
    setDropping(true);
    try {
      show(await keepCurrentEmail(profile));
      toast.success(TEXTS.auth.emailChangeDropped);
    } catch (error) {
      toast.error(errorMessage(error, TEXTS.common.genericError));
    } finally {
      setDropping(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="mt-4 space-y-4 border-t border-slate-100 pt-4"
      aria-label={TEXTS.auth.verifyTitle}
    >
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm break-words text-brand-900">
        {TEXTS.auth.emailChangePending(pendingEmail)}
      </p>
      <CodeField autoFocus={autoFocus} className="sm:max-w-xs" {...field('code')} />
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={busy || dropping} className={buttonClass('primary', 'sm:px-8')}>
          {busy ? AUTH_FORMS.verifying : TEXTS.common.confirm}
        </button>
        <button
          type="button"
          onClick={() => void drop()}
          disabled={busy || dropping}
          className={buttonClass('secondary')}
        >
          {TEXTS.auth.keepCurrentEmail}
        </button>
      </div>
    </form>
  );
}
