import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from './button';

/**
 * The submit button of a list's controls (sort, filter) that only a browser without JavaScript
 * shows: there the controls are a plain GET form; with JavaScript every change applies at once.
 */
export function NoScriptSubmit() {
  return (
    <noscript>
      <button type="submit" className={buttonClass('secondary', 'min-h-11 px-3 text-sm')}>
        {TEXTS.catalog.applyFilters}
      </button>
    </noscript>
  );
}
