import { toast } from 'react-toastify';
import { errorMessage } from './api-client';

/**
 * A confirm dialog's mutation callbacks: a toast tells how the action went (the server's message on
 * failure, else `failure`), and the dialog closes either way.
 */
export function toastThenClose(onClose: () => void, success: string, failure: string) {
  return {
    onSuccess: () => {
      toast.success(success);
      onClose();
    },
    onError: (error: unknown) => {
      toast.error(errorMessage(error, failure));
      onClose();
    },
  };
}
