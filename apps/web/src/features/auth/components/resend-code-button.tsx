import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';
import { messageOr } from '../api';

/** A fresh code is not requested again within this many seconds (the server allows 5 per 15 min). */
export const RESEND_COOLDOWN_S = 30;

interface ResendCodeButtonProps {
  /** Asks the server to mail a new code; answers `{ message }`. */
  send: () => Promise<{ message?: unknown }>;
  /** Toasted when the server's answer carries no message. */
  sentText: string;
  /** A code was mailed just before this step opened: start with the cooldown. */
  coolingDown?: boolean;
}

export function ResendCodeButton({ send, sentText, coolingDown = false }: ResendCodeButtonProps) {
  const [readyAt, setReadyAt] = useState(() => (coolingDown ? Date.now() + RESEND_COOLDOWN_S * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((readyAt - now) / 1000));

  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= readyAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [readyAt]);

  const resend = async () => {
    setBusy(true);
    try {
      toast.success(messageOr(await send(), sentText));
      const current = Date.now();
      setNow(current);
      setReadyAt(current + RESEND_COOLDOWN_S * 1000);
    } catch (error) {
      toast.error(errorMessage(error, TEXTS.common.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void resend()}
      disabled={busy || secondsLeft > 0}
      className={buttonClass('secondary', 'w-full')}
    >
      {AUTH_FORMS.resendCode}
      {secondsLeft > 0 && (
        <span className="font-normal text-slate-500 tabular-nums">{AUTH_FORMS.resendIn(secondsLeft)}</span>
      )}
    </button>
  );
}
