import { createContext, createElement, lazy, useContext, useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import { API_RETRY_COUNT, apiRetryDelayMs, CHUNK_LOAD_TIMEOUT_MS } from '@shop/shared/constants';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page script did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The source modules of the lazy parts a server render drew (their paths from the web app's root, as
 * the build's manifest names them): the page's HTML then lists their scripts, so the browser fetches
 * them beside the entry instead of one after the other.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

/** A component loaded on demand, with the source path it comes from. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** the module's path from the web app's root ('src/pages/…/….tsx') */
  module: string;
  /** starts the download without rendering */
  preload: () => Promise<unknown>;
};

/**
 * A route page (or a part of one) loaded on demand. On a weak connection the script download is
 * retried like an api call (2 s × attempt) and abandoned after the chunk load time-out (spec §9); the
 * page's error boundary then offers to reload. `module` is the file's path from the web app's root.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its own props are inferred below
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
  module: string,
  retries: number = Math.min(API_RETRY_COUNT, 2),
): LazyComponent<ComponentProps<Module[Name]>> {
  type Props = ComponentProps<Module[Name]>;
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const loadOnce = () => {
    loading ??= loadWithRetries(load, retries).then(
      (result) => (loaded = result),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await loadOnce())[name] }));
  function Page(props: Props) {
    useContext(RenderedModules)?.add(module);
    // loaded already (preloaded before the browser took the server's page over): drawn at once, so
    // taking the page over never waits for a script while the session or the cart change around it
    const [Loaded] = useState(() => loaded?.[name]);
    return createElement((Loaded ?? Lazy) as ComponentType<Props>, props);
  }
  Page.displayName = `Lazy(${name})`;
  lazyModules.set(module, loadOnce);
  return Object.assign(Page, { module, preload: loadOnce });
}

/** Every lazy part by its module path, as the server's page names those it drew. */
const lazyModules = new Map<string, () => Promise<unknown>>();

/**
 * Loads the lazy parts the server drew (its page lists their modules) before the browser takes the
 * page over: a part inside another lazy part is known once that one has loaded, hence the rounds.
 */
export async function preloadDrawnModules(modules: readonly string[]): Promise<void> {
  const waiting = new Set(modules);
  while (waiting.size > 0) {
    const known = [...waiting].filter((module) => lazyModules.has(module));
    if (known.length === 0) return;
    known.forEach((module) => waiting.delete(module));
    await Promise.all(known.map((module) => lazyModules.get(module)!()));
  }
}

async function loadWithRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(apiRetryDelayMs(attempt + 1));
    }
  }
}
