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
} as const;
