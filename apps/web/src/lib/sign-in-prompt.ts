import { createContext, useContext } from 'react';

/** Why a guest is asked to sign in, and what to undo when they close the modal instead. */
export interface SignInPrompt {
  /** shown above the sign-in form */
  notice: string;
  /** the guest closed the modal without signing in */
  onCancel?: () => void;
}

export type OpenSignInPrompt = (prompt: SignInPrompt) => void;

/**
 * Lets a feature that needs a signed-in user (the cart's button) open the sign-in modal without
 * depending on the auth feature; the auth modal provides it. After the sign-in the guest stays on the page.
 */
export const SignInPromptContext = createContext<OpenSignInPrompt | null>(null);

/** The sign-in modal's opener, or null outside the storefront frame. */
export function useSignInPrompt(): OpenSignInPrompt | null {
  return useContext(SignInPromptContext);
}
