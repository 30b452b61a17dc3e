import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { TEXTS } from '@shop/shared/texts';

/** Checks what was passed to toast.success: 'Товар добавлен в корзину!' with a link to the cart. */
export function expectAddedToast(content: unknown) {
  const router = createMemoryRouter([{ path: '*', element: content as ReactNode }]);
  const { unmount } = render(<RouterProvider router={router} />);
  const toastText = screen.getByText(TEXTS.cart.added).parentElement!;
  expect(toastText).toHaveTextContent(TEXTS.cart.goToCart);
  expect(screen.getByRole('link', { name: TEXTS.cart.goToCart })).toHaveAttribute('href', '/cart');
  unmount();
}
