import { LogOut } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { useSession } from '../../lib/session/use-session';

interface LogoutButtonProps {
  /** The look of the place it stands in (the header bar, the mobile menu). */
  className: string;
  /** Runs before signing out, e.g. to close the menu. */
  onClick?: () => void;
}

/** 'Выйти': signs the user out (the session then goes home). */
export function LogoutButton({ className, onClick }: LogoutButtonProps) {
  const { logout } = useSession();
  return (
    <button
      type="button"
      onClick={() => {
        onClick?.();
        logout();
      }}
      className={className}
    >
      <LogOut aria-hidden="true" className="size-5" />
      {TEXTS.auth.logout}
    </button>
  );
}
