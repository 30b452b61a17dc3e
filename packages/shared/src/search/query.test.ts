import { describe, expect, it } from 'vitest';
import {
  articleQuery,
  containsPattern,
  exactCodeQuery,
  normaliseSearchText,
  switchKeyboardLayout,
  tokenize,
} from './query.js';

describe('normaliseSearchText', () => {
  it.each([
    ['  Шпаклёвка   финишная ', 'шпаклевка финишная'],
    ['Брeнди', 'бренди'], // Latin e inside a Cyrillic word
    ['Шпaклевка', 'шпаклевка'], // Latin a
    ['KНАУФ Knauf', 'кнауф knauf'], // Latin K in a Cyrillic word; a Latin word stays Latin
    ['OSB-3\tEgger\n12 мм', 'osb-3 egger 12 мм'],
    ['ЁЛКА ёж', 'елка еж'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });

  it('folds every look-alike the SQL function folds', () => {
    expect(normaliseSearchText('ж aceopxykmtbh')).toBe('ж aceopxykmtbh');
    expect(normaliseSearchText('жaceopxykmtbh')).toBe('жасеорхукмтвн');
  });
});

describe('switchKeyboardLayout', () => {
  it.each([
    ['ldthm', 'дверь'],
    ['kfvbyfn', 'ламинат'],
    ['UBGCJRFHNJY', 'ГИПСОКАРТОН'],
    [';tktpj', 'железо'],
    ['ьфлшеф', 'makita'],
    ['ЛТФГА', 'KNAUF'],
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(switchKeyboardLayout(input)).toBe(expected);
  });

  it('is its own inverse for words', () => {
    expect(switchKeyboardLayout(switchKeyboardLayout('ghjabkm'))).toBe('ghjabkm');
  });
});

describe('tokenize', () => {
  it.each([
    ['Дверь межкомнатная', ['дверь', 'межкомнатная']],
    ['  гипсокартон   12,5 мм ', ['гипсокартон', '12,5', 'мм']],
    ['KN-12-1225', ['kn-12-1225']],
    ['Эмаль ПФ-115 3/4"', ['эмаль', 'пф-115', '3/4']],
    ['дрель-шуруповёрт', ['дрель', 'шуруповерт']],
    ['клей для плитки, белый.', ['клей', 'для', 'плитки', 'белый']],
    ['ламинат 8 мм', ['ламинат', '8', 'мм']],
    ['с в и', []],
    ['!!! ??? ...', []],
    ['🚪🔨 дверь 👍', ['дверь']],
    ["'; DROP TABLE products; --", ['drop', 'table', 'products']],
    ['мм² м³', ['мм']],
  ])('%j → %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });
});

describe('articleQuery', () => {
  it.each([
    ['KN-12-1225', 'kn-12-1225'],
    [' kn-12 ', 'kn-12'],
    ['4848128', '4848128'],
    ['sh-', 'sh-'],
    ['VL-125-1862', 'vl-125-1862'],
    ['пф-115', 'пф-115'],
  ])('%j is article-like', (input, expected) => {
    expect(articleQuery(input)).toBe(expected);
  });

  it.each(['дверь', 'ab', '12', 'гипсокартон 12', 'knauf', 'kn 12', 'a'.repeat(70) + '1', '%1%'])(
    '%j is not',
    (input) => {
      expect(articleQuery(input)).toBeNull();
    },
  );
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('exactCodeQuery', () => {
  it.each([
    [' DM-001 ', 'dm-001'],
    ['4601234567893', '4601234567893'],
    ['ABCD', 'abcd'],
    ['дверь', 'дверь'],
  ])('reads %j as the code %j', (query, code) => {
    expect(exactCodeQuery(query)).toBe(code);
  });

  it.each([['ab'], ['дверь входная'], ['x'.repeat(65)], ['  ']])('reads %j as no code', (query) => {
    expect(exactCodeQuery(query)).toBeNull();
  });
});
