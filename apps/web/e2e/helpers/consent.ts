import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The personal-data consent box's label (its accessible name goes on with the policy link's text). */
export const CONSENT_LABEL = 'Я согласен на обработку персональных данных';
/** Shown at the box when a form is sent without it. */
export const CONSENT_REQUIRED = 'Подтвердите согласие на обработку персональных данных';

/** The consent box of a form that takes personal data (registration, checkout, …). */
export const consentBox = (form: Locator) => form.getByRole('checkbox', { name: CONSENT_LABEL });

/**
 * Submits a filled form with its consent box unticked: the error shows at the box and nothing is posted
 * to `apiPath`. Then ticks the box (the error goes) and leaves the form ready to be submitted again.
 */
export async function refusedWithoutConsentThenTick(
  page: Page,
  form: Locator,
  submit: Locator,
  apiPath: string,
) {
  const posted: string[] = [];
  const record = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath)
      posted.push(request.url());
  };
  page.on('request', record);
  try {
    const box = consentBox(form);
    await expect(box).not.toBeChecked();
    await submit.click();
    await expect(form.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // the check runs before any request: the refusal is on screen, so nothing went out
    expect(posted).toEqual([]);
    await box.check();
    await expect(form.getByText(CONSENT_REQUIRED)).toHaveCount(0);
  } finally {
    page.off('request', record);
  }
}
