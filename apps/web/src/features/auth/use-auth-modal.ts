import { useContext } from 'react';
import { AuthModalContext } from './auth-modal-context';
import type { AuthModalControls } from './auth-modal-context';

export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return controls;
}
