import { pluralRu } from '../common/plural.js';

/** The product page's calculators: the refusals of their inputs and the assumptions they state. */
export const CALCULATOR_TEXTS = {
  // wording not given by the spec
  notANumber: 'Введите число',
  mustBePositive: 'Значение должно быть больше нуля',
  tooLarge: (max: string) => `Слишком большое значение: не больше ${max}`,
  openingsTooLarge: 'Проёмы не могут быть больше площади помещения',
  areaAssumption: (area: string, reserve: number, pack: string) =>
    `Площадь ${area} м² и запас ${reserve} % на подрезку; в упаковке ${pack} м²`,
  mixAssumption: (area: string, layer: string, rate: string, bag: string) =>
    `Площадь ${area} м², слой ${layer} мм, расход ${rate} кг на 1 м² при слое 1 мм; мешок ${bag} кг`,
  paintAssumption: (area: string, layers: number, rate: string, can: string) =>
    `Площадь ${area} м², ${layers} ${pluralRu(layers, 'слой', 'слоя', 'слоёв')}, расход ${rate} л на 1 м² за слой; банка ${can} л`,
  measureAssumption: (area: string, reserve: number, step: string) =>
    `Площадь ${area} м² и запас ${reserve} % на подрезку; продаётся кратно ${step} м²`,
  // the product page's calculator section (issue 27)
  title: 'Калькулятор',
  areaIntro: 'Сколько нужно на помещение',
  mixIntro: 'Сколько мешков нужно на площадь',
  paintIntro: 'Сколько банок нужно на площадь',
  bySizes: 'По размерам',
  byArea: 'По площади',
  roomLength: 'Длина помещения, м',
  roomWidth: 'Ширина помещения, м',
  roomArea: 'Площадь, м²',
  openings: 'Двери и окна, м²',
  openingsHint: 'Площадь, которую не нужно покрывать',
  reserve: 'Запас',
  reserveOption: (percent: number) =>
    percent === 0
      ? 'Без запаса'
      : percent === 15
        ? '15 % — диагональная укладка'
        : `${percent} % на подрезку`,
  layer: 'Толщина слоя, мм',
  coats: 'Число слоёв',
  surfaceArea: 'Площадь поверхности, м²',
  resultTitle: 'Результат',
  packsResult: (packs: number, covered: string) =>
    `${packs} ${pluralRu(packs, 'упаковка', 'упаковки', 'упаковок')} — ${pluralRu(packs, 'покроет', 'покроют', 'покроют')} ${covered} м²`,
  measureResult: (quantity: string, withReserve: string) =>
    `${quantity} м² — с запасом нужно ${withReserve} м²`,
  mixResult: (kilograms: string, bags: number) =>
    `${kilograms} кг смеси — ${bags} ${pluralRu(bags, 'мешок', 'мешка', 'мешков')}`,
  paintResult: (litres: string, cans: number) =>
    `${litres} л краски — ${cans} ${pluralRu(cans, 'банка', 'банки', 'банок')}`,
  cost: (price: string) => `Стоимость: ${price}`,
  /** 'Добавить 8 уп. в корзину' for goods sold by the pack or piece, 'Добавить 3 рулон в корзину' else */
  addPackUnits: (count: number, countText: string, unitName: string | null | undefined) => {
    const unit = calculatorUnit(unitName);
    return unit === 'уп.' || unit === 'шт'
      ? `Добавить ${count} уп. в корзину`
      : `Добавить ${countText}\u00a0${unit} в корзину`;
  },
  /** 'Добавить 14,5 м² в корзину', 'Добавить 4 меш. в корзину' */
  addQuantity: (quantity: string) => `Добавить ${quantity} в корзину`,
  /** 'Добавить 3 банки в корзину' */
  addCans: (cans: number) => `Добавить ${cans} ${pluralRu(cans, 'банку', 'банки', 'банок')} в корзину`,
  stockShort: (available: string) => `В наличии только ${available}`,
  stockShortOffer: 'Можно добавить всё, что есть, остальное — под заказ у менеджера',
  outOfStock: 'Сейчас нет в наличии',
  /** the button while the inputs are missing or refused */
  addIdle: 'Добавить в корзину',
} as const;

/** The short unit of a count in the calculator's button: 'мешок' → 'меш.', 'упак' → 'уп.'. */
export function calculatorUnit(unitName: string | null | undefined): string {
  const unit = unitName?.trim() ?? '';
  if (/^меш/i.test(unit)) return 'меш.';
  if (/^(упак|уп\.?$)/i.test(unit)) return 'уп.';
  return unit === '' ? 'шт' : unit;
}
