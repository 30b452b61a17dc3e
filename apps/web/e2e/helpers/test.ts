import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page, Response, TestInfo } from '@playwright/test';

/**
 * The shop's pages come drawn by the server and start their scripts after loading (boot.js): a page
 * answers clicks once the app has taken it over, which it marks with `html[data-hydrated]`. Every
 * navigation of the journeys (goto, reload, back, forward) waits for that, as a customer's finger
 * would meet a working page.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function afterNavigation(page: Page, response: Response | null): Promise<void> {
  const html = response ? (response.headers()['content-type'] ?? '').startsWith('text/html') : true;
  if (html) await untilHydrated(page);
}

/** goto, reload, goBack and goForward of a page wait until the app has taken the page over. */
export function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await afterNavigation(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await afterNavigation(page, response);
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    if (response) await afterNavigation(page, response);
    return response;
  };
  page.goForward = async (...args) => {
    const response = await goForward(...args);
    if (response) await afterNavigation(page, response);
    return response;
  };
}

/** Every page a context opens waits for hydration on navigation (see waitForHydration). */
export function waitForHydrationIn(context: BrowserContext): void {
  context.pages().forEach(waitForHydration);
  context.on('page', waitForHydration);
}

/** A second browser context with the project's screen, language and server, cookies accepted. */
export async function newContextLikeProject(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, hasTouch, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch, locale, timezoneId });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  waitForHydrationIn(context);
  return context;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationIn(context);
    await provide(context);
  },
});

export { expect };
