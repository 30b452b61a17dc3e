import { describe, expect, it } from 'vitest';
import { OKEI_UNITS, okeiByCode, okeiByName, PIECE_UNIT_CODE, UNIT_NAME_ALIASES } from './okei.js';

describe('OKEI units', () => {
  it('finds a unit by its code, also without leading zeros', () => {
    expect(okeiByCode('796')).toEqual({ code: '796', name: 'шт', fullName: 'Штука', international: 'PCE' });
    expect(okeiByCode(' 166 ')).toMatchObject({ name: 'кг', fullName: 'Килограмм', international: 'KGM' });
    expect(okeiByCode('6')).toMatchObject({ code: '006', name: 'м', international: 'MTR' });
    expect(okeiByCode('55')).toMatchObject({ code: '055', name: 'м²', international: 'MTK' });
    expect(okeiByCode(PIECE_UNIT_CODE)?.name).toBe('шт');
  });

  it('has no unit for a code it does not know, or none', () => {
    expect(okeiByCode('2009')).toBeNull();
    expect(okeiByCode('')).toBeNull();
    expect(okeiByCode(null)).toBeNull();
    expect(okeiByCode(undefined)).toBeNull();
  });

  it('gives national units no international code', () => {
    expect(okeiByCode('018')).toEqual({
      code: '018',
      name: 'пог. м',
      fullName: 'Погонный метр',
      international: null,
    });
    expect(okeiByCode('839')?.international).toBeNull();
  });

  it('finds a unit by the names shops and 1C give it', () => {
    const codeOf = (name: string) => okeiByName(name)?.code ?? null;
    expect(codeOf('шт')).toBe('796');
    expect(codeOf('шт.')).toBe('796');
    expect(codeOf('Штука')).toBe('796');
    expect(codeOf('м²')).toBe('055');
    expect(codeOf('м2')).toBe('055');
    expect(codeOf('кв.м')).toBe('055');
    expect(codeOf('кв. м')).toBe('055');
    expect(codeOf('м³')).toBe('113');
    expect(codeOf('пог. м')).toBe('018');
    expect(codeOf('п.м.')).toBe('018');
    expect(codeOf('упак')).toBe('778');
    expect(codeOf('пара')).toBe('715');
    expect(codeOf('Рулон')).toBe('736');
    expect(codeOf('лист')).toBe('625');
    expect(codeOf('компл')).toBe('839');
    expect(codeOf('т')).toBe('168');
    expect(codeOf('Ёмкость')).toBeNull();
  });

  it('knows no OKEI unit for a common name outside OKEI, or no name', () => {
    expect(okeiByName('мешок')).toBeNull();
    expect(okeiByName('меш.')).toBeNull();
    expect(okeiByName('')).toBeNull();
    expect(okeiByName(null)).toBeNull();
  });

  it('has one entry per code, and every alias names a unit of the table or a known other one', () => {
    const codes = OKEI_UNITS.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    const names = new Set(OKEI_UNITS.map((entry) => entry.name));
    const others = Object.values(UNIT_NAME_ALIASES).filter((name) => !names.has(name));
    expect([...new Set(others)]).toEqual(['мешок']);
  });
});
