import { lazy } from 'react';
import type { ComponentType } from 'react';
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
 * A route page loaded on demand. On a weak connection the script download is retried like an api call
 * (2 s × attempt) and abandoned after the chunk load time-out (spec §9); the route error screen then
 * offers to reload.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  retries: number = Math.min(API_RETRY_COUNT, 2),
) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
        return { default: module[name] };
      } catch (error) {
        if (attempt >= retries) throw error;
        await wait(apiRetryDelayMs(attempt + 1));
      }
    }
  });
}
