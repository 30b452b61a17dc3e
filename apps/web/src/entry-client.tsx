/**
 * The browser's entry: the app takes over the page the server drew (hydration), starting from the
 * query cache the server filled, so nothing on screen is fetched again. A page that came without the
 * server's markup (it could not draw it) is drawn here from scratch.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { hasConsentCookie } from './features/consent/consent';
import { preloadDrawnModules } from './lib/lazy-page';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element is missing from index.html');

const stateElement = document.getElementById('shop-state');
const state = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as DehydratedState)
  : undefined;
const drawnModules = JSON.parse(stateElement?.dataset.modules ?? '[]') as string[];

const app = (
  <StrictMode>
    <App
      client={createQueryClient()}
      state={state}
      router={BrowserRouter}
      cookieConsent={hasConsentCookie()}
    />
  </StrictMode>
);

if (root.firstElementChild) {
  // the page's lazy parts first: taking the page over then never stops to wait for one. As a
  // transition, React takes the page over in slices and lets the phone answer a tap between them
  void preloadDrawnModules(drawnModules)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
