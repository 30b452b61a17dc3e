/**
 * Checks of a Russian organisation's or entrepreneur's registration numbers (ИНН, ОГРН, ОГРНИП, КПП)
 * as the Federal Tax Service (ФНС) computes their control digits. Values are checked as given: callers
 * trim them first.
 */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const isDigits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);

/** The ФНС control digit: the weighted sum of the leading digits, mod 11, mod 10. */
function innControlDigit(value: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (sum % 11) % 10;
}

const digitAt = (value: string, index: number) => Number(value[index]);

/** ИНН: 10 digits for an organisation, 12 for an individual entrepreneur, with valid control digits. */
export function isValidInn(value: string): boolean {
  if (isDigits(value, 10)) return innControlDigit(value, INN_10_WEIGHTS) === digitAt(value, 9);
  if (isDigits(value, 12)) {
    return (
      innControlDigit(value, INN_12_FIRST_WEIGHTS) === digitAt(value, 10) &&
      innControlDigit(value, INN_12_SECOND_WEIGHTS) === digitAt(value, 11)
    );
  }
  return false;
}

/**
 * The leading digits as a number, mod `divisor`, mod 10, must equal the last digit. The leading part
 * has at most 14 digits (< 10^14), well below Number.MAX_SAFE_INTEGER (≈ 9·10^15), so plain numbers
 * hold it exactly and no BigInt is needed.
 */
function hasRegistrationControlDigit(value: string, divisor: number): boolean {
  const leading = Number(value.slice(0, -1));
  return (leading % divisor) % 10 === digitAt(value, value.length - 1);
}

/** ОГРН of an organisation: 13 digits; the first 12 mod 11, mod 10, give the 13th. */
export function isValidOgrn(value: string): boolean {
  return isDigits(value, 13) && hasRegistrationControlDigit(value, 11);
}

/** ОГРНИП of an individual entrepreneur: 15 digits; the first 14 mod 13, mod 10, give the 15th. */
export function isValidOgrnip(value: string): boolean {
  return isDigits(value, 15) && hasRegistrationControlDigit(value, 13);
}

export const isValidOgrnOrOgrnip = (value: string): boolean => isValidOgrn(value) || isValidOgrnip(value);

/** КПП: 4 digits (the tax office), 2 digits or capital Latin letters (the reason), 3 digits. */
export const isValidKpp = (value: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
