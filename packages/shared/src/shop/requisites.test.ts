import { describe, expect, it } from 'vitest';
import { isValidInn, isValidKpp, isValidOgrn, isValidOgrnOrOgrnip, isValidOgrnip } from './requisites.js';

describe('isValidInn', () => {
  it.each([
    '7707083893', // Sberbank
    '3604012340', // the demo shop
    '500100732259', // an entrepreneur
    '360412345699',
  ])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['a wrong control digit of 10', '7707083894'],
    ['a wrong leading digit of 10', '7707083883'],
    ['a wrong first control digit of 12', '500100732269'],
    ['a wrong second control digit of 12', '500100732258'],
    ['a wrong leading digit of 12', '500100742259'],
    ['11 digits', '77070838930'],
    ['9 digits', '770708389'],
    ['13 digits', '5001007322590'],
    ['a letter', '770708389A'],
    ['spaces', '7707 083893'],
    ['nothing', ''],
  ])('refuses %s', (_case, inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('isValidOgrn and isValidOgrnip', () => {
  it.each(['1027700132195', '1153668012343', '1023601543217'])('ОГРН %s is valid', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
    expect(isValidOgrnOrOgrnip(ogrn)).toBe(true);
    expect(isValidOgrnip(ogrn)).toBe(false);
  });

  it.each(['304500116000157', '304366800000120', '315366800012345'])('ОГРНИП %s is valid', (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(true);
    expect(isValidOgrnOrOgrnip(ogrnip)).toBe(true);
    expect(isValidOgrn(ogrnip)).toBe(false);
  });

  it.each([
    ['a wrong control digit of ОГРН', '1027700132194'],
    ['a wrong leading digit of ОГРН', '1027700132295'],
    ['a wrong control digit of ОГРНИП', '304500116000158'],
    ['a wrong leading digit of ОГРНИП', '304500116001157'],
    ['12 digits', '102770013219'],
    ['14 digits', '10277001321950'],
    ['16 digits', '3045001160001570'],
    ['a letter', '102770013219O'],
    ['a minus sign', '-027700132195'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(isValidOgrnOrOgrnip(value)).toBe(false);
  });

  it('computes the ОГРНИП remainder exactly for the largest 14-digit lead', () => {
    // 99999999999999 mod 13 = 8 (checked with BigInt)
    expect(isValidOgrnip('999999999999998')).toBe(true);
    expect(isValidOgrnip('999999999999999')).toBe(false);
  });
});

describe('isValidKpp', () => {
  it.each(['773601001', '360401001', '7736AB001', '77360A001'])('accepts %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });

  it.each(['77360100', '7736010011', '7736ab001', 'A73601001', '773601A01', '7736 1001', ''])(
    'refuses %j',
    (kpp) => {
      expect(isValidKpp(kpp)).toBe(false);
    },
  );
});
