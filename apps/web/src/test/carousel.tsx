import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { SessionContext } from '../lib/session/session-context';
import type { Session } from '../lib/session/session-context';

const GUEST: Session = {
  user: null,
  loading: false,
  isAdmin: false,
  login: () => ({ ok: false, error: '' }),
  logout: () => undefined,
};

/** A carousel's surroundings: a router and a guest's session. */
export function GuestShell({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <SessionContext.Provider value={GUEST}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
}

/**
 * jsdom has no Element.scrollTo: every element gets one that moves its scrollLeft, for the tests of
 * the file that calls this; the mock is returned to check the calls.
 */
export function stubScrollTo() {
  const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
    this.scrollLeft = options.left ?? this.scrollLeft;
  });
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    scrollTo.mockClear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return scrollTo;
}

/** Draws the tree as the server does: no window, no document, no matchMedia. */
export function renderWithoutBrowser(tree: ReactElement): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('matchMedia', undefined);
  try {
    return renderToString(tree);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Takes the server's markup over with the same tree and checks React found nothing to mend; `check`
 * then looks at the hydrated markup before it is unmounted. Fake timers: a frame passes.
 */
export function expectCleanHydration(html: string, tree: ReactElement, check: (root: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
  act(() => {
    vi.advanceTimersByTime(16);
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  check(container);
  act(() => {
    root.unmount();
  });
  container.remove();
}
