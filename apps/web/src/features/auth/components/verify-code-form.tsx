import { VerifyInput } from '@shop/shared/auth/schemas';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { useSession } from '../../../lib/session/use-session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { completeSignIn } from '../sign-in';
import { buttonClass } from '../../../ui/button';
import { FormAlert } from '../../../ui/text-field';
import { resendCodeRequest, verifyRequest } from '../api';
import { cleanCode, CodeField } from '../../../ui/code-field';
import { CodeNotice } from './code-notice';
import { ResendCodeButton } from './resend-code-button';

interface VerifyCodeFormProps {
  email: string;
  notice: string;
  /** A code was mailed just now (after registration), so resending waits a little. */
  codeSent: boolean;
  onSuccess?: () => void;
}

/** Confirms the e-mail of a new account with the mailed code; success signs the customer in. */
export function VerifyCodeForm({ email, notice, codeSent, onSuccess }: VerifyCodeFormProps) {
  const session = useSession();
  const form = useSchemaForm<'code', VerifyInput>({
    schema: VerifyInput,
    initial: { code: '' },
    prepare: (values) => ({ email, code: cleanCode(values.code) }),
    fallbackError: TEXTS.common.genericError,
    submit: async (data) => {
      const answer = await verifyRequest(data);
      completeSignIn(session, answer.token, form, onSuccess, TEXTS.auth.verifiedSignedIn);
    },
  });
  const { formRef, formError, busy, field, onSubmit } = form;

  return (
    <div className="space-y-4">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={TEXTS.auth.verifyTitle}
      >
        <CodeNotice notice={notice} email={email} />
        <CodeField autoFocus {...field('code')} />
        <FormAlert>{formError}</FormAlert>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
          {busy ? AUTH_FORMS.verifying : TEXTS.common.confirm}
        </button>
      </form>
      <ResendCodeButton
        send={() => resendCodeRequest({ email })}
        sentText={TEXTS.auth.codeResent}
        coolingDown={codeSent}
      />
    </div>
  );
}
