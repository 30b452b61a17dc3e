import type { Page } from '@playwright/test';

/** Errors React reports when the browser's first render differs from the server's page. */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|did not match/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}
