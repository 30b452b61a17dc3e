import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import { useSession } from '../../../lib/session/use-session';
import { buttonClass } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Section } from '../../../ui/section';
import { FormAlert, TextField } from '../../../ui/text-field';
import { deleteAll } from '../api';
import { importErrorMessage } from '../upload';

const D = ADMIN_PAGES.import.deleteAll;

/**
 * 'Удалить все товары и категории' (spec §2, §6), set apart at the end of the panel: for an admin it
 * opens a modal that asks for the admin's own password; anyone else pressing it is told it is for
 * administrators only.
 */
export function DeleteAllSection({ onDeleted }: { onDeleted: () => void }) {
  const { isAdmin } = useSession();
  const [open, setOpen] = useState(false);
  const press = () => (isAdmin ? setOpen(true) : toast.error(TEXTS.auth.adminOnly));
  return (
    <Section
      heading={D.title}
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50/40 p-4 sm:p-5"
    >
      <p className="text-sm text-slate-700">{D.warning}</p>
      <button type="button" onClick={press} className={buttonClass('danger', 'w-full sm:w-auto')}>
        <Trash2 aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
        {D.button}
      </button>
      {open && <DeleteAllDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </Section>
  );
}

/** The confirm step (spec §5, §6): the admin's own password, checked again by the server. */
function DeleteAllDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!password) return setFieldError(TEXTS.validation.passwordRequired);
    setFieldError(undefined);
    setServerError(null);
    setBusy(true);
    try {
      const { message } = await deleteAll(password);
      toast.success(message || IMPORT_TEXTS.panel.deleteAllDone);
      onDeleted();
      onClose();
    } catch (error) {
      // a wrong password (403) keeps the dialog open with the server's words
      setServerError(importErrorMessage(error, IMPORT_TEXTS.panel.deleteAllFailed));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={D.title}
      onConfirm={() => void confirm()}
      onClose={onClose}
      busy={busy}
      busyLabel={ADMIN_PAGES.form.deleting}
      confirmLabel={D.confirm}
    >
      <p>{D.warning}</p>
      {/* Enter in the field confirms as the button does */}
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void confirm();
        }}
        className="space-y-3 pt-2"
      >
        <TextField
          label={D.password}
          hint={D.passwordPrompt}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
          disabled={busy}
          data-autofocus
        />
        <FormAlert>{serverError}</FormAlert>
      </form>
    </ConfirmDialog>
  );
}
