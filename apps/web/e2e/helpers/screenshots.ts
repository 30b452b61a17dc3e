import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';

/** apps/web/test-results/screenshots: kept after the run for a person to look at. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** <name>-<project>.png in SCREENSHOT_DIR (projects 'mobile' and 'desktop'). */
export function shotPath(name: string, testInfo: TestInfo): string {
  return path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`);
}

/**
 * Saves a screenshot of the page (or of one element). Lazy images load near the viewport only, so a
 * full-page shot first scrolls through the page once.
 */
export async function shoot(
  page: Page,
  name: string,
  testInfo: TestInfo,
  { fullPage = true, element }: { fullPage?: boolean; element?: Locator } = {},
) {
  if (element) {
    await element.screenshot({ path: shotPath(name, testInfo) });
    return;
  }
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
  }
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shotPath(name, testInfo), fullPage });
}
