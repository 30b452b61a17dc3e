import { fireEvent, screen, within } from '@testing-library/react';
import { TEXTS } from '@shop/shared/texts';

/**
 * The personal-data consent box of a form (ui/consent-checkbox): its accessible name is the label
 * followed by the policy link's text, so it is found by the label's beginning.
 */
export function consentBox(container?: HTMLElement): HTMLInputElement {
  const scope = container ? within(container) : screen;
  return scope.getByRole('checkbox', { name: new RegExp(`^${TEXTS.consent.label}`) });
}

/** Ticks the consent box (a click, as a person would). */
export function tickConsent(container?: HTMLElement): void {
  const box = consentBox(container);
  if (box.checked) throw new Error('the consent box is already ticked');
  fireEvent.click(box);
}
