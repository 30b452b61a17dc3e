import { useState, type ChangeEvent } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { calculatorText, parseDecimalText } from '@shop/shared/catalog/admin-schemas';
import type { StoredCalculator } from '@shop/shared/catalog/calculator-data';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';

const P = ADMIN_PAGES.products;

type Kind = 'auto' | StoredCalculator['kind'];

/** The figures the calculator kinds need, as typed: the area's m² per pack, a mix's or paint's rate and package. */
interface Figures {
  pack_area: string;
  rate: string;
  package: string;
}

const KINDS: readonly Kind[] = ['auto', 'none', 'area', 'mix', 'paint'];

const figureText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** The select and the figures of a stored calculator (the form's JSON text; '' = automatic). */
function parsedState(text: string): { kind: Kind; figures: Figures } {
  const empty: Figures = { pack_area: '', rate: '', package: '' };
  if (text.trim() === '') return { kind: 'auto', figures: empty };
  try {
    const stored = JSON.parse(text) as StoredCalculator;
    switch (stored.kind) {
      case 'area':
        return { kind: 'area', figures: { ...empty, pack_area: figureText(stored.pack_area) } };
      case 'mix':
        return {
          kind: 'mix',
          figures: { ...empty, rate: figureText(stored.rate), package: figureText(stored.bag) },
        };
      case 'paint':
        return {
          kind: 'paint',
          figures: { ...empty, rate: figureText(stored.rate), package: figureText(stored.can) },
        };
      default:
        return { kind: 'none', figures: empty };
    }
  } catch {
    return { kind: 'auto', figures: empty };
  }
}

/** A typed figure as the JSON carries it: the number, or the text itself (which the schema refuses). */
const figureValue = (text: string): number | string => parseDecimalText(text) ?? text;

/**
 * The form's text of a calculator choice: '' for automatic, else the stored calculator's JSON. A figure
 * that is not a number goes as its text, so the shared schema refuses it with its message.
 */
export function calculatorFieldText(kind: Kind, figures: Figures): string {
  switch (kind) {
    case 'auto':
      return '';
    case 'none':
      return calculatorText({ kind: 'none' });
    case 'area':
      return JSON.stringify({
        kind: 'area',
        pack_area: figures.pack_area.trim() === '' ? null : figureValue(figures.pack_area),
      });
    case 'mix':
      return JSON.stringify({
        kind: 'mix',
        rate: figureValue(figures.rate),
        bag: figureValue(figures.package),
      });
    case 'paint':
      return JSON.stringify({
        kind: 'paint',
        rate: figureValue(figures.rate),
        can: figureValue(figures.package),
      });
  }
}

interface ProductCalculatorFieldProps {
  /** the form's value: the stored calculator's JSON text, '' for automatic */
  value: string;
  onChange: (text: string) => void;
  /** what the characteristics give now ('Площадь (упаковки)'), shown under 'Автоматически' */
  automatic?: string | null;
  error?: string;
  disabled?: boolean;
}

/**
 * 'Калькулятор' of the product form (issue 27): automatic (from the characteristics), none, or one of
 * the product page's calculators with its figures: m² in a pack (empty: sold by m²); a mix's
 * consumption kg/m² per mm and its bag; paint's consumption l/m² per coat and its can.
 */
export function ProductCalculatorField({
  value,
  onChange,
  automatic,
  error,
  disabled,
}: ProductCalculatorFieldProps) {
  const [state, setState] = useState(() => parsedState(value));
  const update = (kind: Kind, figures: Figures) => {
    setState({ kind, figures });
    onChange(calculatorFieldText(kind, figures));
  };
  const figure = (name: keyof Figures) => ({
    value: state.figures[name],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update(state.kind, { ...state.figures, [name]: event.target.value }),
  });

  return (
    <div className="space-y-3">
      <SelectField
        label={P.calculator}
        name="calculator"
        value={state.kind}
        error={error}
        disabled={disabled}
        onChange={(event) => update(event.target.value as Kind, state.figures)}
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {P.calculatorKinds[kind]}
          </option>
        ))}
      </SelectField>
      {state.kind === 'auto' && automatic && (
        <p className="text-sm text-slate-500">{P.calculatorAutoHint(automatic)}</p>
      )}
      {state.kind === 'area' && (
        <TextField label={P.packArea} optional hint={P.packAreaHint} {...figure('pack_area')} />
      )}
      {(state.kind === 'mix' || state.kind === 'paint') && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={state.kind === 'mix' ? P.mixRate : P.paintRate} {...figure('rate')} />
          <TextField label={state.kind === 'mix' ? P.bag : P.can} {...figure('package')} />
        </div>
      )}
    </div>
  );
}
