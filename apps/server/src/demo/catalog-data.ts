/**
 * Static data of the demo catalogue: the category tree, product templates per leaf category,
 * the list of illustration files and the promotion/discount banners.
 * Pure data + tiny template functions; the assembly lives in generate-catalog.ts.
 */
import type { Rng } from './random.js';

// ---------------------------------------------------------------------------------------------
// Units (OKEI codes)
// ---------------------------------------------------------------------------------------------

export type UnitName = 'шт' | 'кг' | 'упак' | 'м' | 'м²' | 'мешок';

/** 'мешок' has no OKEI code: 1C exports it with the company's own code or none. */
export const UNIT_CODES: Readonly<Record<UnitName, string | null>> = {
  шт: '796',
  кг: '166',
  упак: '778',
  м: '006',
  'м²': '055',
  мешок: null,
};

// ---------------------------------------------------------------------------------------------
// Illustrations: one file per kind × colour variant, named `<kind>-<variant>.webp`
// ---------------------------------------------------------------------------------------------

export const PRODUCT_IMAGES = {
  door: ['white', 'oak', 'wenge'],
  'door-metal': ['graphite', 'brown'],
  'door-handle': ['chrome'],
  bag: ['grey', 'blue', 'green', 'orange', 'yellow'],
  'paint-can': ['white', 'blue', 'terracotta'],
  'metal-tile': ['wine', 'chocolate'],
  profnastil: ['zinc'],
  shingles: ['brown'],
  gutter: ['brown'],
  wool: ['yellow'],
  foam: ['white', 'orange'],
  film: ['blue'],
  gkl: ['grey', 'green'],
  profile: ['zinc'],
  osb: ['natural'],
  plywood: ['birch'],
  planks: ['pine'],
  beam: ['pine'],
  drill: ['teal', 'orange'],
  grinder: ['teal'],
  spatula: ['steel'],
  hammer: ['steel'],
  measure: ['yellow'],
  disc: ['red'],
  screws: ['black', 'zinc'],
  dowel: ['grey'],
  nails: ['steel'],
  anchor: ['steel'],
  pipe: ['white', 'grey'],
  faucet: ['chrome'],
  toilet: ['white'],
  cable: ['black'],
  socket: ['white'],
  bulb: ['warm'],
  brick: ['red', 'white'],
  block: ['white'],
  laminate: ['oak', 'walnut'],
  linoleum: ['beige'],
  tile: ['beige', 'grey'],
  shovel: ['green'],
  hose: ['green'],
} as const satisfies Record<string, readonly string[]>;

export type ImageKind = keyof typeof PRODUCT_IMAGES;
/** A product illustration reference, e.g. 'door-oak'. */
export type ImageRef = { [K in ImageKind]: `${K}-${(typeof PRODUCT_IMAGES)[K][number]}` }[ImageKind];

export const BANNERS = [
  'promo-month',
  'promo-measure',
  'promo-delivery',
  'promo-roof',
  'sale-doors',
  'sale-tools',
] as const;
export type BannerKey = (typeof BANNERS)[number];
export type BannerRef = `banner-${BannerKey}`;

export const DEMO_IMAGE_PREFIX = '/uploads/demo/';

export function imageUrl(ref: ImageRef | BannerRef): string {
  return `${DEMO_IMAGE_PREFIX}${ref}.webp`;
}

// ---------------------------------------------------------------------------------------------
// Template helpers
// ---------------------------------------------------------------------------------------------

/** What a leaf template produces for one product; the generator adds ids, stock, barcode etc. */
export interface ProductDraft {
  name: string;
  /** Price in roubles before rounding to shop-like values. */
  price: number;
  unit: UnitName;
  image: ImageRef;
  /** Brand/manufacturer code used in articles, e.g. 'KN'. */
  code: string;
  /** Size fragment for the article, e.g. '12' → 'KN-12-1225'. */
  part?: string;
  /** Product-specific first sentence of the description (otherwise one of the leaf's `about`). */
  note?: string;
  /** The product page's 'Характеристики', as 1C property values would give them. */
  properties?: readonly DemoProperty[];
  /** Kilograms per unit (1C `Вес`): a bag of cement is 50. */
  weightKg?: number;
  /** The product's own sale step (and minimum): m² goods sold in whole packs of their pack area. */
  saleStep?: number;
}

export interface DemoProperty {
  name: string;
  value: string;
}

export interface LeafSpec {
  key: string;
  name: string;
  image: ImageRef;
  /** Relative share of products. */
  weight: number;
  about: readonly string[];
  props: readonly string[];
  make: (r: Rng) => ProductDraft;
}

export interface GroupSpec {
  key: string;
  name: string;
  image: ImageRef;
  children: readonly (GroupSpec | LeafSpec)[];
}

export type CategorySpec = GroupSpec | LeafSpec;

export function isGroup(spec: CategorySpec): spec is GroupSpec {
  return 'children' in spec;
}

/** Decimal comma: 12.5 → '12,5'. */
const d = (n: number): string => String(n).replace('.', ',');

/** 'Характеристики' lines from name/value pairs (numbers with a decimal comma). */
const specs = (pairs: Readonly<Record<string, string | number>>): DemoProperty[] =>
  Object.entries(pairs).map(([name, value]) => ({
    name,
    value: typeof value === 'number' ? d(value) : value,
  }));

type Brand = readonly [name: string, code: string];

/** A can of water-based paint weighs about 1.3 kg a litre, and the can itself. */
const paintCanKg = (litres: number): number => Math.round((litres * 1.25 + 0.1) * 1000) / 1000;

// ---------------------------------------------------------------------------------------------
// Doors
// ---------------------------------------------------------------------------------------------

const INTERIOR_MODELS = [
  'Верона',
  'Милано',
  'Турин',
  'Палермо',
  'Неаполь',
  'Сицилия',
  'Тоскана',
  'Гранд',
  'Классика',
  'Модерн',
  'Лайн',
  'Кантри',
  'Прованс',
  'Флоренция',
  'Рим',
  'Венеция',
  'Соната',
  'Лючия',
  'Альфа',
  'Оптима',
] as const;

const INTERIOR_FINISHES: readonly (readonly [string, ImageRef])[] = [
  ['белый ясень', 'door-white'],
  ['эмаль белая', 'door-white'],
  ['дуб беленый', 'door-white'],
  ['белёный дуб', 'door-white'],
  ['дуб натуральный', 'door-oak'],
  ['дуб золотой', 'door-oak'],
  ['орех итальянский', 'door-oak'],
  ['дуб шале', 'door-oak'],
  ['венге', 'door-wenge'],
  ['дуб мокко', 'door-wenge'],
  ['графит', 'door-wenge'],
];

const DOOR_MAKERS: readonly Brand[] = [
  ['Ростра', 'RS'],
  ['Браво', 'BR'],
  ['Дверная линия', 'DL'],
  ['Океан', 'OK'],
  ['Профиль Дорс', 'PD'],
];

const ENTRANCE_MODELS = [
  'Бастион',
  'Страж',
  'Гарант',
  'Форпост',
  'Цитадель',
  'Термо',
  'Северная',
  'Кедр',
  'Сибирь',
  'Монолит',
  'Барьер',
  'Дуэт',
  'Комфорт',
  'Викинг',
] as const;

const ENTRANCE_FINISHES: readonly (readonly [string, ImageRef])[] = [
  ['муар чёрный', 'door-metal-graphite'],
  ['графит', 'door-metal-graphite'],
  ['чёрный шёлк', 'door-metal-graphite'],
  ['антик медь', 'door-metal-brown'],
  ['тёмный орех', 'door-metal-brown'],
  ['шоколад', 'door-metal-brown'],
];

const FITTING_FINISHES = [
  'хром',
  'матовый никель',
  'бронза',
  'чёрный матовый',
  'матовое золото',
  'графит',
] as const;
const FITTING_BRANDS: readonly Brand[] = [
  ['Apecs', 'AP'],
  ['Palladium', 'PL'],
  ['Punto', 'PT'],
  ['Аллюр', 'AL'],
  ['Morelli', 'MO'],
];

const doors: GroupSpec = {
  key: 'doors',
  name: 'Двери',
  image: 'door-oak',
  children: [
    {
      key: 'doors-interior',
      name: 'Межкомнатные двери',
      image: 'door-white',
      weight: 5,
      about: [
        'Межкомнатное дверное полотно для жилых помещений и офисов.',
        'Дверь для квартиры и частного дома, подходит для стандартных проёмов.',
        'Полотно на каркасе из сращённой сосны с заполнением сотовой структурой.',
      ],
      props: [
        'Покрытие устойчиво к истиранию и легко моется.',
        'Коробка, наличники и фурнитура приобретаются отдельно.',
        'Высота полотна 2000 мм, толщина 38 мм.',
        'Остекление закалённым матовым стеклом безопасно для детей.',
        'Возможен бесплатный замер проёма специалистом магазина.',
      ],
      make(r) {
        const model = r.pick(INTERIOR_MODELS);
        const glazed = r.chance(0.55);
        const type = glazed ? 'ДО' : 'ДГ';
        const width = r.pick([600, 700, 800, 800, 900]);
        const [finish, image] = r.pick(INTERIOR_FINISHES);
        const [maker, code] = r.pick(DOOR_MAKERS);
        const name = r.chance(0.8)
          ? `Дверь межкомнатная «${model}» ${type} ${width} мм, ${finish}`
          : `Дверное полотно ${maker} «${model}» ${type} 2000×${width} мм, ${finish}`;
        return {
          name,
          price: r.int(4200, 13500) + (glazed ? 1500 : 0) + (width >= 900 ? 700 : 0),
          unit: 'шт',
          image,
          code,
          part: String(width / 10),
          note: glazed ? 'Остеклённое межкомнатное полотно пропускает дневной свет в коридор.' : undefined,
          properties: specs({
            Производитель: maker,
            Модель: model,
            'Тип полотна': glazed ? 'остеклённое' : 'глухое',
            'Размер полотна, мм': `2000×${width}`,
            'Толщина полотна, мм': 38,
            Покрытие: finish,
          }),
        };
      },
    },
    {
      key: 'doors-entrance',
      name: 'Входные двери',
      image: 'door-metal-graphite',
      weight: 4,
      about: [
        'Металлическая входная дверь для квартиры или частного дома.',
        'Входная дверь с утеплённым полотном для загородного дома.',
        'Стальная дверь с двумя контурами уплотнения и противосъёмными ригелями.',
      ],
      props: [
        'Полотно заполнено минеральной ватой, хорошо держит тепло и гасит шум.',
        'Комплектуется двумя замками разных систем.',
        'Лист металла 1,5 мм, коробка гнутая замкнутого профиля.',
        'Модель с терморазрывом подходит для установки прямо на улицу.',
        'Монтаж выполняют специалисты магазина по району.',
      ],
      make(r) {
        const model = r.pick(ENTRANCE_MODELS);
        const width = r.pick([860, 960]);
        const side = r.pick(['левая', 'правая']);
        const [finish, image] = r.pick(ENTRANCE_FINISHES);
        const thermo = r.chance(0.3);
        return {
          name: `Дверь входная металлическая «${model}»${thermo ? ' с терморазрывом' : ''} ${width} мм ${side}, ${finish}`,
          price: r.int(12500, 34000) + (thermo ? 9000 : 0),
          unit: 'шт',
          image,
          code: 'VD',
          part: String(width / 10),
        };
      },
    },
    {
      key: 'doors-hardware',
      name: 'Фурнитура для дверей',
      image: 'door-handle-chrome',
      children: [
        {
          key: 'doors-hardware-handles',
          name: 'Дверные ручки',
          image: 'door-handle-chrome',
          weight: 2,
          about: [
            'Дверная ручка на круглой розетке для межкомнатных дверей.',
            'Нажимная ручка для межкомнатных и входных дверей.',
          ],
          props: [
            'Корпус из цинкового сплава с износостойким покрытием.',
            'В комплект входят две ручки, розетки и крепёж.',
            'Подходит для дверей толщиной от 35 до 50 мм.',
          ],
          make(r) {
            const [brand, code] = r.pick(FITTING_BRANDS);
            const model = r.pick(['Ника', 'Рондо', 'Вега', 'Элегия', 'Сфера', 'Кубик', 'Стиль', 'Лотос']);
            return {
              name: `Ручка дверная ${brand} «${model}» на розетке, ${r.pick(FITTING_FINISHES)}`,
              price: r.int(450, 2900),
              unit: 'шт',
              image: 'door-handle-chrome',
              code,
            };
          },
        },
        {
          key: 'doors-hardware-locks',
          name: 'Замки и цилиндры',
          image: 'door-handle-chrome',
          weight: 2,
          about: [
            'Врезной замок и механизмы секретности для дверей.',
            'Запирающая фурнитура для межкомнатных и металлических дверей.',
          ],
          props: [
            'Поставляется с комплектом ключей.',
            'Корпус из стали с антикоррозионным покрытием.',
            'Легко меняется без снятия двери с петель.',
          ],
          make(r) {
            const [brand, code] = r.pick(FITTING_BRANDS);
            const finish = r.pick(FITTING_FINISHES);
            const kind = r.int(0, 3);
            if (kind === 0) {
              const a = r.pick([30, 35, 40, 45]);
              const b = r.pick([30, 35, 40, 45]);
              return {
                name: `Цилиндровый механизм ${brand} ${a + b} мм (${a}×${b}) ключ/вертушка, ${finish}`,
                price: r.int(600, 2400),
                unit: 'шт',
                image: 'door-handle-chrome',
                code,
                part: String(a + b),
              };
            }
            if (kind === 1) {
              return {
                name: `Защёлка межкомнатная ${brand} магнитная, ${finish}`,
                price: r.int(390, 1400),
                unit: 'шт',
                image: 'door-handle-chrome',
                code,
              };
            }
            return {
              name: `Замок врезной ${brand} ${r.pick(['сувальдный', 'цилиндровый', 'с защёлкой'])} ${r.pick(['3', '4', '5'])} ригеля`,
              price: r.int(1100, 5200),
              unit: 'шт',
              image: 'door-handle-chrome',
              code,
            };
          },
        },
        {
          key: 'doors-hardware-hinges',
          name: 'Петли дверные',
          image: 'door-handle-chrome',
          weight: 1,
          about: ['Петли для навешивания межкомнатных дверей.', 'Дверные петли для полотен массой до 40 кг.'],
          props: [
            'В комплекте саморезы для установки.',
            'Бесшумный ход на подшипниках.',
            'Не требуют выборки паза.',
          ],
          make(r) {
            const [brand, code] = r.pick(FITTING_BRANDS);
            const finish = r.pick(FITTING_FINISHES);
            const kind = r.pick(['универсальная', 'бабочка', 'врезная', 'скрытой установки']);
            const size = r.pick(['100×75×2,5', '100×70×2,5', '125×75×3']);
            return {
              name: `Петля дверная ${kind} ${brand} ${size} мм, ${finish} (2 шт)`,
              price: r.int(180, 1900),
              unit: 'упак',
              image: 'door-handle-chrome',
              code,
            };
          },
        },
      ],
    },
    {
      key: 'doors-trim',
      name: 'Погонаж для дверей',
      image: 'door-oak',
      weight: 2,
      about: [
        'Погонажные изделия для аккуратной отделки дверного проёма.',
        'Комплектующие для монтажа межкомнатных дверей.',
      ],
      props: [
        'Цвет подобран в тон дверных полотен.',
        'Легко режутся торцовочной пилой.',
        'Продаётся поштучно.',
      ],
      make(r) {
        const [finish, image] = r.pick(INTERIOR_FINISHES);
        const kind = r.int(0, 2);
        const name =
          kind === 0
            ? `Наличник ${r.pick(['телескопический', 'плоский', 'фигурный'])} 2150×${r.pick([70, 80])} мм, ${finish}`
            : kind === 1
              ? `Добор дверной ${r.pick([100, 150, 200])}×2070 мм, ${finish}`
              : `Коробка дверная телескопическая 2070×${r.pick([70, 75])} мм, ${finish}`;
        return { name, price: r.int(260, kind === 2 ? 1900 : 900), unit: 'шт', image, code: 'PG' };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Dry mixes
// ---------------------------------------------------------------------------------------------

const mixes: GroupSpec = {
  key: 'mixes',
  name: 'Сухие смеси',
  image: 'bag-blue',
  children: [
    {
      key: 'mixes-plaster',
      name: 'Штукатурки',
      image: 'bag-blue',
      weight: 2,
      about: [
        'Штукатурная смесь для выравнивания стен и потолков внутри помещений.',
        'Смесь для ручного и машинного нанесения на бетон, кирпич и газобетон.',
        'Штукатурка для выравнивания оснований слоем от 5 до 50 мм.',
      ],
      props: [
        'Расход около 8,5 кг на 1 м² при слое 10 мм.',
        'Хорошо держится на потолке, не сползает.',
        'Время работы с раствором — до 50 минут.',
        'Не трескается при высыхании.',
      ],
      make(r) {
        const [line, code, base, kg, rub] = r.pick([
          ['Knauf Ротбанд', 'KN', 'гипсовая', 30, 640],
          ['Knauf Гольдбанд', 'KN', 'гипсовая', 30, 560],
          ['Knauf МП 75', 'KN', 'гипсовая машинная', 30, 590],
          ['Волма Слой', 'VL', 'гипсовая', 30, 480],
          ['Волма Гипс-Актив', 'VL', 'гипсовая', 30, 470],
          ['Основит Гипсвелл', 'OS', 'гипсовая', 30, 470],
          ['Основит Стартвелл', 'OS', 'цементная', 25, 390],
          ['Старатели Гипсовая', 'ST', 'гипсовая', 30, 455],
          ['Unis Теплон', 'UN', 'гипсовая', 30, 520],
          ['Bergauf Bau Putz Gips', 'BG', 'гипсовая', 30, 450],
          ['Perfekta Стенолит', 'PF', 'гипсовая', 30, 495],
          ['Ceresit CT 24', 'CE', 'цементная', 25, 690],
          ['Ceresit CT 29', 'CE', 'цементная', 25, 760],
          ['Bergauf Bau Putz Zement', 'BG', 'цементная', 25, 430],
          ['Волма Цемент', 'VL', 'цементная', 25, 410],
          ['Плитонит Т1', 'PT', 'цементная', 25, 520],
        ] as const);
        const weight = r.chance(0.2) ? r.pick([5, 10, 15]) : kg;
        return {
          name: `Штукатурка ${base} ${line} ${weight} кг`,
          price: (rub * weight) / kg + (weight < kg ? 40 : 0),
          unit: 'мешок',
          image: 'bag-blue',
          code,
          part: String(weight),
          weightKg: weight,
          properties: specs({
            Основа: base,
            'Вес мешка, кг': weight,
            'Расход при слое 10 мм, кг/м²': base.startsWith('гипсовая') ? 8.5 : 16,
            'Толщина слоя, мм': '5–50',
          }),
        };
      },
    },
    {
      key: 'mixes-putty',
      name: 'Шпаклёвки',
      image: 'bag-green',
      weight: 3,
      about: [
        'Шпаклёвка для финишного выравнивания стен и потолков под покраску и обои.',
        'Шпатлевка для заделки швов и неровностей в сухих помещениях.',
        'Смесь для получения гладкой поверхности под окраску.',
      ],
      props: [
        'Легко шлифуется, даёт белоснежную поверхность.',
        'Наносится слоем от 0,2 до 3 мм.',
        'Подходит для гипсокартона, бетона и штукатурки.',
        'Готовый раствор сохраняет свойства в течение суток.',
      ],
      make(r) {
        const spelling = r.pick(['Шпаклёвка', 'Шпаклёвка', 'Шпатлевка', 'Шпатлёвка', 'Шпаклевка']);
        const [line, code, kind, kg, rub] = r.pick([
          ['Волма Финиш', 'VL', 'финишная', 20, 520],
          ['Knauf Фугенфюллер', 'KN', 'гипсовая', 25, 790],
          ['Knauf HP Финиш', 'KN', 'финишная', 25, 610],
          ['Vetonit LR+', 'VT', 'полимерная', 20, 1190],
          ['Vetonit KR', 'VT', 'органическая', 20, 980],
          ['Старатели', 'ST', 'финишная', 18, 430],
          ['Старатели Старт', 'ST', 'стартовая', 30, 460],
          ['Волма Шов', 'VL', 'гипсовая', 25, 560],
          ['Knauf Унифлот', 'KN', 'гипсовая', 25, 1350],
          ['Sheetrock SuperFinish', 'SR', 'готовая', 28, 1790],
          ['Bergauf Finish Polymer', 'BG', 'полимерная', 20, 640],
          ['Ceresit CT 225', 'CE', 'финишная цементная', 25, 830],
          ['Основит Эконсилк', 'OS', 'полимерная', 20, 760],
          ['Bergauf Finish Gips', 'BG', 'гипсовая', 18, 470],
        ] as const);
        if (r.chance(0.12)) {
          return {
            name: `${spelling} гипсовая стартовая на развес`,
            price: r.int(24, 36),
            unit: 'кг',
            image: 'bag-green',
            code: 'RZ',
            note: 'Продаётся на развес, удобно для небольшого ремонта.',
          };
        }
        const weight = kind !== 'готовая' && r.chance(0.2) ? 5 : kg;
        return {
          name: `${spelling} ${kind} ${line} ${weight} кг`,
          price: (rub * weight) / kg + (weight < kg ? 35 : 0),
          unit: 'шт',
          image: 'bag-green',
          code,
          part: String(weight),
          weightKg: weight,
        };
      },
    },
    {
      key: 'mixes-tile-adhesive',
      name: 'Клей для плитки',
      image: 'bag-orange',
      weight: 2,
      about: [
        'Клей для укладки керамической плитки и керамогранита на пол и стены.',
        'Плиточный клей для внутренних и наружных работ.',
      ],
      props: [
        'Плитка не сползает при укладке сверху вниз.',
        'Морозостойкий, подходит для тёплых полов.',
        'Расход 3–4 кг на 1 м² при зубе гребёнки 8 мм.',
        'Корректировка положения плитки — до 20 минут.',
      ],
      make(r) {
        const [line, code, rub] = r.pick([
          ['Ceresit CM 11 Plus', 'CE', 560],
          ['Ceresit CM 17', 'CE', 1150],
          ['Юнис Плюс', 'UN', 420],
          ['Юнис 2000', 'UN', 510],
          ['Bergauf Keramik Pro', 'BG', 470],
          ['Волма Керамик', 'VL', 395],
          ['Основит Максипликс AC16', 'OS', 610],
          ['Litokol K80', 'LK', 720],
          ['Litokol X11', 'LK', 590],
          ['Плитонит В', 'PT', 480],
          ['Плитонит В+ КерамоГранит', 'PT', 640],
          ['Knauf Флизен', 'KN', 530],
          ['Старатели Стандарт', 'ST', 360],
        ] as const);
        const type = r.pick(['Клей для плитки', 'Клей плиточный', 'Клей для керамогранита']);
        const kg = r.chance(0.15) ? 5 : 25;
        return {
          name: `${type} ${line} ${kg} кг`,
          price: (rub * kg) / 25 + (kg === 5 ? 45 : 0),
          unit: 'мешок',
          image: 'bag-orange',
          code,
          part: String(kg),
          weightKg: kg,
          // 'Расход' in kg per m² per mm and the bag's 'Вес' give the product page the mix calculator
          properties: specs({ Расход: '1,4 кг/м² на 1 мм', Вес: `${kg} кг` }),
        };
      },
    },
    {
      key: 'mixes-cps',
      name: 'Цементно-песчаные смеси (ЦПС)',
      image: 'bag-grey',
      weight: 2,
      about: [
        'Цементно-песчаная смесь для стяжки пола, кладки и штукатурных работ.',
        'Универсальная ЦПС для строительных и ремонтных работ.',
        'Смесь для устройства стяжек толщиной от 30 мм и монтажа бордюров.',
      ],
      props: [
        'Достаточно добавить воду и перемешать.',
        'Прочность на сжатие соответствует заявленной марке.',
        'Подходит для работ внутри и снаружи зданий.',
      ],
      make(r) {
        const grade = r.pick([150, 200, 300, 300, 400]);
        const [brand, code] = r.pick([
          ['Русеан', 'RU'],
          ['Каменный цветок', 'KC'],
          ['Бетонит', 'BT'],
          ['Старатели', 'ST'],
          ['Основит', 'OS'],
        ] as const);
        const kg = r.pick([25, 40, 40, 50]);
        const base = (grade / 300) * 6.2 * kg;
        const form = r.int(0, 3);
        if (r.chance(0.08)) {
          return {
            name: `ЦПС М${grade} на развес`,
            price: grade / 40 + 1.5,
            unit: 'кг',
            image: 'bag-grey',
            code: 'RZ',
            note: 'Цементно-песчаная смесь на развес, отпускается от 5 кг.',
          };
        }
        const name =
          form === 0
            ? `Цементно-песчаная смесь М${grade} ${kg} кг`
            : form === 1
              ? `ЦПС М${grade} универсальная ${brand} ${kg} кг`
              : form === 2
                ? `Смесь цементно-песчаная ${brand} М${grade} ${kg} кг`
                : `Пескобетон М${grade} ${brand} ${kg} кг`;
        return {
          name,
          price: base,
          unit: 'мешок',
          image: 'bag-grey',
          code,
          part: String(grade),
          weightKg: kg,
          properties: specs({ Марка: `М${grade}`, 'Вес мешка, кг': kg, Производитель: brand }),
        };
      },
    },
    {
      key: 'mixes-floor',
      name: 'Наливные полы',
      image: 'bag-yellow',
      weight: 2,
      about: [
        'Самовыравнивающаяся смесь для устройства ровного основания под напольные покрытия.',
        'Наливной пол для выравнивания стяжки под ламинат, линолеум и плитку.',
      ],
      props: [
        'Хождение через 4–6 часов после заливки.',
        'Слой от 2 до 100 мм в зависимости от марки.',
        'Подходит для систем тёплого пола.',
      ],
      make(r) {
        const [line, code, kg, rub] = r.pick([
          ['Ceresit CN 175', 'CE', 20, 720],
          ['Волма Нивелир Экспресс', 'VL', 20, 470],
          ['Основит Скорлайн FK45 R', 'OS', 20, 560],
          ['Bergauf Boden Zement', 'BG', 25, 440],
          ['Knauf Трибон', 'KN', 25, 690],
          ['Юнис Горизонт', 'UN', 25, 480],
          ['Юнис Горизонт Быстротвердеющий', 'UN', 20, 520],
          ['Старатели Пол Стандарт', 'ST', 25, 390],
          ['Ceresit CN 68', 'CE', 25, 890],
          ['Плитонит Ровнитель Универсальный', 'PT', 20, 560],
          ['Основит Стартолайн FC41 H', 'OS', 25, 420],
          ['Волма Нивелир Тонкий', 'VL', 20, 510],
        ] as const);
        const type = r.pick(['Наливной пол', 'Ровнитель для пола', 'Самовыравнивающийся пол']);
        return {
          name: `${type} ${line} ${kg} кг`,
          price: rub,
          unit: 'мешок',
          image: 'bag-yellow',
          code,
          part: String(kg),
          weightKg: kg,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Roofing
// ---------------------------------------------------------------------------------------------

const ROOF_COLOURS: readonly (readonly [string, 'wine' | 'chocolate'])[] = [
  ['RAL 3005 красное вино', 'wine'],
  ['RAL 3011 коричнево-красный', 'wine'],
  ['RAL 8017 шоколад', 'chocolate'],
  ['RAL 8019 серо-коричневый', 'chocolate'],
];

const roofing: GroupSpec = {
  key: 'roofing',
  name: 'Кровля',
  image: 'metal-tile-wine',
  children: [
    {
      key: 'roofing-metal-tile',
      name: 'Металлочерепица',
      image: 'metal-tile-wine',
      weight: 2,
      about: [
        'Металлочерепица для скатных кровель жилых домов, бань и хозяйственных построек.',
        'Кровельный лист с полимерным покрытием, имитирующий натуральную черепицу.',
      ],
      props: [
        'Оцинкованная сталь с защитным полимерным слоем.',
        'Нарезка листов в размер под заказ.',
        'Монтаж на обрешётку кровельными саморезами.',
        'Рекомендуемый уклон кровли — от 14°.',
      ],
      make(r) {
        const [profile, code] = r.pick([
          ['Монтеррей', 'MT'],
          ['Супермонтеррей', 'MT'],
          ['Grand Line Classic', 'GL'],
          ['Каскад', 'KS'],
          ['Ламонтерра', 'LM'],
        ] as const);
        const [colour, variant] = r.pick(ROOF_COLOURS);
        const thick = r.pick(['0,45', '0,5']);
        const len = r.pick([1150, 2250, 3450]);
        const sheet = r.chance(0.5);
        const area = 1.18 * (len / 1000);
        const perM2 = thick === '0,5' ? 720 : 560;
        return {
          name: sheet
            ? `Металлочерепица ${profile} ${thick} мм ${colour}, лист 1180×${len} мм`
            : `Металлочерепица ${profile} ${thick} мм ${colour}`,
          price: sheet ? perM2 * area : perM2,
          unit: sheet ? 'шт' : 'м²',
          image: `metal-tile-${variant}`,
          code,
          part: thick.replace(',', ''),
        };
      },
    },
    {
      key: 'roofing-profnastil',
      name: 'Профнастил',
      image: 'profnastil-zinc',
      weight: 2,
      about: [
        'Профилированный лист для кровли, заборов и хозяйственных построек.',
        'Профнастил для ограждений, навесов и кровли гаражей.',
      ],
      props: [
        'Оцинкованная сталь не ржавеет долгие годы.',
        'Резка по размеру на месте.',
        'Высокая жёсткость листа.',
      ],
      make(r) {
        const grade = r.pick(['С8', 'С10', 'С20', 'С21', 'НС35', 'Н60']);
        const thick = r.pick(['0,4', '0,45', '0,5', '0,7']);
        const len = r.pick([2000, 2500, 3000, 6000]);
        const coat = r.pick(['оцинкованный', 'оцинкованный', 'RAL 7004 серый', 'RAL 9006 серебристый']);
        const width = grade.startsWith('С') ? 1150 : 1060;
        const price = (Number(thick.replace(',', '.')) * 900 + 90) * (width / 1000) * (len / 1000);
        return {
          name: r.chance(0.7)
            ? `Профнастил ${grade} ${coat} ${thick}×${width}×${len} мм`
            : `Профлист ${grade} ${coat} ${thick} мм, длина ${d(len / 1000)} м`,
          price,
          unit: 'шт',
          image: 'profnastil-zinc',
          code: 'PN',
          part: grade.replace(/\D/g, ''),
        };
      },
    },
    {
      key: 'roofing-soft',
      name: 'Мягкая кровля',
      image: 'shingles-brown',
      weight: 2,
      about: [
        'Материал для мягкой кровли и гидроизоляции оснований.',
        'Битумная кровля для домов, беседок и хозяйственных построек.',
      ],
      props: [
        'Не шумит во время дождя.',
        'Укладывается на сплошной настил из ОСБ или фанеры.',
        'Срок службы до 30 лет.',
      ],
      make(r) {
        const kind = r.int(0, 3);
        if (kind === 0) {
          const series = r.pick(['Финская', 'Соната', 'Джайв', 'Ранчо', 'Самба']);
          const colour = r.pick(['коричневый', 'красный', 'тёмно-серый', 'зелёный', 'вишнёвый']);
          return {
            name: `Гибкая черепица Shinglas «${series}» ${colour}, 3 м²`,
            price: r.int(1150, 2400),
            unit: 'упак',
            image: 'shingles-brown',
            code: 'TN',
          };
        }
        if (kind === 1) {
          const [mat, area] = r.pick([
            ['Рубероид РКП-350', 15],
            ['Рубероид РКК-350', 10],
            ['Бикрост ХПП', 15],
            ['Бикрост ТКП', 10],
            ['Техноэласт ЭКП', 10],
            ['Унифлекс ЭПП', 10],
            ['Линокром ТПП', 15],
          ] as const);
          return {
            name: `${mat}, рулон ${area} м²`,
            price: r.int(390, 3100),
            unit: 'шт',
            image: 'shingles-brown',
            code: 'TN',
          };
        }
        if (kind === 2) {
          const kg = r.pick([3, 10, 20]);
          return {
            name: `Мастика битумная Технониколь №${r.pick([21, 24, 33])} ${kg} кг`,
            price: kg * 115,
            unit: 'шт',
            image: 'shingles-brown',
            code: 'TN',
          };
        }
        return {
          name: `Подкладочный ковёр Anderep ${r.pick(['Prof', 'Ultra', 'GL'])}, 1×${r.pick([15, 25, 40])} м`,
          price: r.int(3900, 7600),
          unit: 'шт',
          image: 'shingles-brown',
          code: 'TN',
        };
      },
    },
    {
      key: 'roofing-gutters',
      name: 'Водосточные системы',
      image: 'gutter-brown',
      weight: 2,
      about: [
        'Элементы водосточной системы для отвода воды с кровли.',
        'Металлический водосток с полимерным покрытием для частного дома.',
      ],
      props: [
        'Не выгорает на солнце.',
        'Собирается без клея и герметиков.',
        'Выдерживает снеговую нагрузку.',
      ],
      make(r) {
        const [brand, code] = r.pick([
          ['Grand Line', 'GL'],
          ['Docke', 'DK'],
          ['Aquasystem', 'AQ'],
          ['Технониколь', 'TN'],
        ] as const);
        const colour = r.pick(['коричневый', 'шоколад RAL 8017', 'тёмно-коричневый', 'RAL 8019']);
        const size = r.pick(['125/90', '150/100']);
        const [gutter, pipe] = size.split('/');
        const [item, rub] = r.pick([
          [`Желоб водосточный ${gutter} мм, 3 м`, 890],
          [`Труба водосточная ${pipe} мм, 3 м`, 1050],
          [`Воронка выпускная ${gutter}/${pipe} мм`, 520],
          [`Колено трубы ${pipe} мм`, 410],
          [`Кронштейн желоба ${gutter} мм металлический`, 160],
          [`Заглушка желоба ${gutter} мм`, 140],
          [`Держатель трубы ${pipe} мм`, 130],
        ] as const);
        return { name: `${item} ${brand}, ${colour}`, price: rub, unit: 'шт', image: 'gutter-brown', code };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Insulation
// ---------------------------------------------------------------------------------------------

const insulation: GroupSpec = {
  key: 'insulation',
  name: 'Утеплители и изоляция',
  image: 'wool-yellow',
  children: [
    {
      key: 'insulation-wool',
      name: 'Минеральная вата',
      image: 'wool-yellow',
      weight: 3,
      about: [
        'Утеплитель из каменной ваты для стен, перекрытий и скатных кровель.',
        'Минвата для утепления каркасных домов, мансард и полов по лагам.',
      ],
      props: [
        'Негорючий материал, класс НГ.',
        'Хорошо гасит шум и не даёт усадки.',
        'Плиты легко режутся ножом.',
        'Паропроницаемый утеплитель, стены «дышат».',
      ],
      make(r) {
        const [line, code, rubPerM3] = r.pick([
          ['Rockwool Лайт Баттс', 'RW', 4200],
          ['Rockwool Лайт Баттс Скандик', 'RW', 4400],
          ['Технониколь Роклайт', 'TN', 3300],
          ['Технониколь Техноблок Стандарт', 'TN', 4900],
          ['Isover Теплые стены', 'IS', 3900],
          ['Isover Каркас П-34', 'IS', 3600],
          ['Knauf Insulation TeploKnauf Дача', 'KI', 3100],
          ['Белтеп Лайт', 'BL', 3000],
        ] as const);
        const mm = r.pick([50, 50, 100, 100, 150]);
        const plates = mm === 50 ? r.pick([8, 12]) : mm === 100 ? r.pick([4, 6]) : 4;
        const area = Math.round(plates * 1.2 * 0.6 * 100) / 100;
        const name = r.chance(0.6)
          ? `Утеплитель ${line} ${mm} мм (${d(area)} м², ${plates} ${plates === 4 ? 'плиты' : 'плит'})`
          : `Минвата ${line} 1200×600×${mm} мм, ${plates} ${plates === 4 ? 'плиты' : 'плит'}`;
        return {
          name,
          price: (area * mm * rubPerM3) / 1000,
          unit: 'упак',
          image: 'wool-yellow',
          code,
          part: String(mm),
        };
      },
    },
    {
      key: 'insulation-eps',
      name: 'Пенополистирол и пенопласт',
      image: 'foam-white',
      weight: 2,
      about: [
        'Плиты для утепления фасадов, фундаментов и полов.',
        'Лёгкий утеплитель для стен и отмосток, не впитывает влагу.',
      ],
      props: [
        'Не гниёт и не боится грызунов.',
        'Низкая теплопроводность.',
        'Легко режется ножом или ножовкой.',
      ],
      make(r) {
        const mm = r.pick([20, 30, 50, 50, 100]);
        if (r.chance(0.5)) {
          const grade = r.pick([15, 25, 35]);
          return {
            name: `Пенопласт ПСБ-С ${grade} 1000×1000×${mm} мм`,
            price: (mm / 1000) * (grade * 260 + 2200),
            unit: 'шт',
            image: 'foam-white',
            code: 'PS',
            part: String(grade),
          };
        }
        const [line, code] = r.pick([
          ['Пеноплэкс Комфорт', 'PP'],
          ['Пеноплэкс Фундамент', 'PP'],
          ['Технониколь Carbon Eco', 'TN'],
        ] as const);
        const count = mm >= 100 ? 4 : mm >= 50 ? 8 : 13;
        return {
          name: `Экструдированный пенополистирол ${line} 1185×585×${mm} мм (${count} шт)`,
          price: count * 0.693 * (mm / 1000) * 6200,
          unit: 'упак',
          image: 'foam-orange',
          code,
          part: String(mm),
        };
      },
    },
    {
      key: 'insulation-films',
      name: 'Пароизоляция и плёнки',
      image: 'film-blue',
      weight: 2,
      about: [
        'Плёнка для защиты утеплителя от пара и влаги в стенах и кровле.',
        'Изоляционный материал для кровельного пирога и каркасных стен.',
      ],
      props: [
        'Крепится строительным степлером или рейками.',
        'Укладывается с нахлёстом 10–15 см.',
        'Устойчива к разрывам.',
      ],
      make(r) {
        const kind = r.int(0, 2);
        if (kind === 0) {
          const [grade, what] = r.pick([
            ['B', 'Пароизоляция'],
            ['A', 'Ветро-влагозащитная мембрана'],
            ['AM', 'Диффузионная мембрана'],
            ['D', 'Гидро-пароизоляция'],
            ['C', 'Гидро-пароизоляция'],
            ['FB', 'Пароизоляция отражающая'],
          ] as const);
          const brand = r.pick(['Изоспан', 'Ондутис', 'Технониколь', 'Axton', 'Гекса']);
          const area = r.pick([30, 35, 60, 70]);
          return {
            name: `${what} ${brand} ${grade} ${area} м²`,
            price: area * r.pick([17, 24, 38]),
            unit: 'шт',
            image: 'film-blue',
            code: 'IZ',
          };
        }
        if (kind === 1) {
          const mic = r.pick([80, 100, 120, 150, 200]);
          const sleeve = r.pick(['1,5', '2', '3']);
          return {
            name: `Плёнка полиэтиленовая ${mic} мкм, рукав ${sleeve} м (на отрез)`,
            price: mic * 0.28,
            unit: 'м',
            image: 'film-blue',
            code: 'PE',
            note: 'Плёнка отпускается на отрез от 1 метра.',
          };
        }
        return {
          name: `Пароизоляционная плёнка Ютафол Н ${r.pick([96, 110])} Стандарт 75 м²`,
          price: r.int(2400, 3300),
          unit: 'шт',
          image: 'film-blue',
          code: 'JT',
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Plasterboard and profiles
// ---------------------------------------------------------------------------------------------

const plasterboard: GroupSpec = {
  key: 'gkl',
  name: 'Гипсокартон и профили',
  image: 'gkl-grey',
  children: [
    {
      key: 'gkl-sheets',
      name: 'Гипсокартон (ГКЛ)',
      image: 'gkl-grey',
      weight: 3,
      about: [
        'Гипсокартонный лист для перегородок, облицовки стен и подвесных потолков.',
        'Гипсокартон для отделки внутренних помещений по металлическому или деревянному каркасу.',
      ],
      props: [
        'Утонённая кромка для аккуратной заделки швов.',
        'Экологичный материал, регулирует влажность в помещении.',
        'Листы продаются поштучно, доставка по району.',
        'Крепится саморезами по ГКЛ с шагом 25 см.',
      ],
      make(r) {
        const [brand, code] = r.pick([
          ['Knauf', 'KN'],
          ['Волма', 'VL'],
          ['Gyproc', 'GY'],
          ['Lafarge', 'LF'],
          ['Старатели', 'ST'],
        ] as const);
        const [type, desc, variant, extra] = r.pick([
          ['ГКЛ', '', 'grey', 0],
          ['ГКЛ', '', 'grey', 0],
          ['ГКЛВ', 'влагостойкий ', 'green', 60],
          ['ГКЛО', 'огнестойкий ', 'grey', 90],
        ] as const);
        const thick = type === 'ГКЛ' && r.chance(0.3) ? '9,5' : '12,5';
        const len = r.pick([2500, 2500, 3000]);
        const base = (thick === '9,5' ? 330 : 380) + extra;
        const form = r.int(0, 4);
        const name =
          form === 0
            ? `${type} ${brand} ${thick}×1200×${len} мм`
            : form === 1
              ? `Лист гипсокартонный ${brand} ${type} ${thick} мм 1200×${len}`
              : `Гипсокартон ${desc}${brand} ${type} ${thick}×1200×${len} мм`;
        return {
          name,
          price: (base * len) / 2500,
          unit: 'шт',
          image: `gkl-${variant}`,
          code,
          part: thick.replace(',', ''),
        };
      },
    },
    {
      key: 'gkl-profiles',
      name: 'Профиль для ГКЛ',
      image: 'profile-zinc',
      weight: 3,
      about: [
        'Оцинкованный профиль для каркаса перегородок и потолков из гипсокартона.',
        'Металлический профиль для монтажа облицовок из ГКЛ.',
      ],
      props: [
        'Сталь с цинковым покрытием не ржавеет.',
        'Рёбра жёсткости по всей длине.',
        'Соответствует ГОСТ 30245.',
      ],
      make(r) {
        const [type, size, rub] = r.pick([
          ['Профиль потолочный ПП', '60×27', 165],
          ['Профиль направляющий ПН', '28×27', 120],
          ['Профиль стоечный ПС', '50×50', 210],
          ['Профиль направляющий ПН', '50×40', 170],
          ['Профиль стоечный ПС', '75×50', 265],
          ['Профиль направляющий ПН', '75×40', 220],
          ['Профиль стоечный ПС', '100×50', 320],
        ] as const);
        const [brand, code] = r.pick([
          ['Knauf', 'KN'],
          ['Албес', 'AB'],
          ['Стандарт', 'SD'],
          ['Gyproc', 'GY'],
        ] as const);
        const len = r.pick([3, 3, 4]);
        const thick = r.pick(['0,4', '0,45', '0,5', '0,6']);
        return {
          name: `${type} ${brand} ${size} мм, ${len} м, ${thick} мм`,
          price: rub * (len / 3) * (Number(thick.replace(',', '.')) / 0.5),
          unit: 'шт',
          image: 'profile-zinc',
          code,
          part: size.split('×')[0],
        };
      },
    },
    {
      key: 'gkl-accessories',
      name: 'Комплектующие для ГКЛ',
      image: 'profile-zinc',
      weight: 1,
      about: [
        'Комплектующие для сборки каркаса и отделки гипсокартона.',
        'Элементы крепления профилей и заделки швов ГКЛ.',
      ],
      props: [
        'Подходит для профилей всех производителей.',
        'Оцинкованная сталь.',
        'Фасовка удобна для небольших объёмов.',
      ],
      make(r) {
        const [name, unit, rub] = r.pick([
          ['Подвес прямой 60×27 мм (100 шт)', 'упак', 690],
          ['Соединитель одноуровневый «краб» 60×27 мм (50 шт)', 'упак', 790],
          ['Удлинитель профиля 60×27 мм (50 шт)', 'упак', 420],
          ['Лента-серпянка 50 мм×45 м', 'шт', 130],
          ['Лента-серпянка 100 мм×90 м', 'шт', 380],
          ['Уголок перфорированный 25×25 мм, 3 м', 'шт', 55],
          ['Уголок арочный 3 м', 'шт', 95],
          ['Лента уплотнительная 50 мм×30 м', 'шт', 240],
          ['Тяга подвеса 1000 мм (100 шт)', 'упак', 1150],
          ['Подвес прямой 60×27 мм (50 шт)', 'упак', 360],
          ['Подвес прямой усиленный 125 мм (50 шт)', 'упак', 540],
          ['Подвес с зажимом для тяги (100 шт)', 'упак', 1450],
          ['Соединитель двухуровневый 60×27 мм (50 шт)', 'упак', 610],
          ['Лента-серпянка 150 мм×45 м', 'шт', 290],
          ['Уголок перфорированный 20×20 мм, 2,5 м', 'шт', 42],
          ['Бумажная лента для швов ГКЛ 52 мм×75 м', 'шт', 260],
          ['Лента демпферная 100 мм×25 м', 'шт', 220],
        ] as const);
        return { name, price: rub, unit, image: 'profile-zinc', code: 'GK' };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Lumber and boards
// ---------------------------------------------------------------------------------------------

const WOOD_SPECIES = [
  ['сосна', 1],
  ['ель', 0.95],
  ['лиственница', 1.6],
] as const;

const lumber: GroupSpec = {
  key: 'lumber',
  name: 'Пиломатериалы и плиты',
  image: 'planks-pine',
  children: [
    {
      key: 'lumber-osb',
      name: 'Плиты ОСБ (OSB)',
      image: 'osb-natural',
      weight: 2,
      about: [
        'Ориентированно-стружечная плита для черновых полов, обшивки стен и кровли.',
        'Плита ОСБ для каркасного строительства и основания под мягкую кровлю.',
      ],
      props: [
        'Влагостойкий класс OSB-3.',
        'Хорошо держит саморезы и гвозди.',
        'Шпунтованные плиты собираются без щелей.',
        'Класс эмиссии E1.',
      ],
      make(r) {
        const mm = r.pick([6, 9, 9, 12, 15, 18, 22]);
        const [brand, code] = r.pick([
          ['Kronospan', 'KR'],
          ['Ultralam', 'UL'],
          ['Egger', 'EG'],
          ['Талион', 'TL'],
        ] as const);
        const tongue = mm >= 15 && r.chance(0.5) ? ' шпунтованная' : '';
        const form = r.int(0, 3);
        const name =
          form === 0
            ? `Плита OSB-3 ${mm} мм 1250×2500`
            : form === 1
              ? `Плита ОСБ-3 ${brand} ${mm} мм 2500×1250 мм`
              : form === 2
                ? `OSB-3 ${brand}${tongue} ${mm}×1250×2500 мм`
                : `ОСБ-3${tongue} ${brand} ${mm} мм, 2440×1220`;
        return {
          name,
          price: 120 + mm * 52 + (tongue ? 150 : 0),
          unit: 'шт',
          image: 'osb-natural',
          code,
          part: String(mm),
        };
      },
    },
    {
      key: 'lumber-plywood',
      name: 'Фанера',
      image: 'plywood-birch',
      weight: 2,
      about: [
        'Берёзовая фанера для мебели, полов, опалубки и отделочных работ.',
        'Многослойная фанера для черновых и чистовых работ.',
      ],
      props: [
        'Шлифованная с двух сторон.',
        'Склеена водостойким клеем.',
        'Не коробится при смене влажности.',
      ],
      make(r) {
        const mm = r.pick([4, 6, 8, 10, 12, 15, 18, 21]);
        const [grade, kind, k] = r.pick([
          ['ФК', '', 1],
          ['ФСФ', '', 1.15],
          ['ФОФ', 'ламинированная ', 1.6],
        ] as const);
        const size = r.pick(['1525×1525', '1220×2440', '1250×2500']);
        const sort = r.pick(['4/4', '3/4', '2/4']);
        const area = size === '1525×1525' ? 2.33 : 3;
        return {
          name: `Фанера ${kind}${grade} ${mm} мм ${size} мм, сорт ${sort}`,
          price: area * mm * 62 * k,
          unit: 'шт',
          image: 'plywood-birch',
          code: 'FN',
          part: String(mm),
        };
      },
    },
    {
      key: 'lumber-boards',
      name: 'Доска обрезная',
      image: 'planks-pine',
      weight: 2,
      about: [
        'Обрезная доска для каркасов, полов, обрешётки и опалубки.',
        'Пиломатериал хвойных пород для строительства и ремонта.',
      ],
      props: ['Естественной влажности.', 'Ровная геометрия, без обзола.', 'Возможна распиловка в размер.'],
      make(r) {
        const t = r.pick([20, 25, 32, 40, 50]);
        const w = r.pick([100, 120, 150, 200]);
        const len = r.pick([3000, 4000, 6000]);
        const [species, k] = r.pick(WOOD_SPECIES);
        const sort = r.pick(['1 сорт', '2 сорт', 'сорт 1–3']);
        const planed = r.chance(0.2);
        const volume = (t * w * len) / 1e9;
        return {
          name: planed
            ? `Доска строганая сухая ${t}×${w}×${len} мм, ${species}`
            : `Доска обрезная ${t}×${w}×${len} мм, ${species}, ${sort}`,
          price: volume * 16500 * k * (planed ? 1.7 : 1),
          unit: 'шт',
          image: 'planks-pine',
          code: 'DO',
          part: String(t),
        };
      },
    },
    {
      key: 'lumber-beams',
      name: 'Брус',
      image: 'beam-pine',
      weight: 2,
      about: [
        'Брус для каркасов, перекрытий, стропильных систем и бань.',
        'Пиломатериал для несущих конструкций.',
      ],
      props: [
        'Из северной древесины с плотными годичными кольцами.',
        'Распил по ГОСТ 8486.',
        'Можно заказать антисептирование.',
      ],
      make(r) {
        const [a, b] = r.pick([
          [50, 50],
          [50, 100],
          [100, 100],
          [100, 150],
          [150, 150],
          [150, 200],
          [200, 200],
        ] as const);
        const len = r.pick([3000, 6000]);
        const [species, k] = r.pick(WOOD_SPECIES);
        const glued = a >= 100 && r.chance(0.15);
        const volume = (a * b * len) / 1e9;
        return {
          name:
            a === 50 && b === 50
              ? `Брусок строганый 50×50×${len} мм, ${species}`
              : `Брус${glued ? ' клеёный' : ''} ${a}×${b}×${len} мм, ${species}`,
          price: volume * (glued ? 42000 : 17500) * k,
          unit: 'шт',
          image: 'beam-pine',
          code: 'BR',
          part: String(a),
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

/** [brand, article code, illustration, price factor, drill model prefix, rotary hammer model prefix] */
const POWER_BRANDS = [
  ['Makita', 'MK', 'drill-teal', 1.25, 'DF', 'HR'],
  ['Bosch', 'BS', 'drill-teal', 1.3, 'GSR ', 'GBH '],
  ['Интерскол', 'IN', 'drill-orange', 0.85, 'ДА-', 'П-'],
  ['ЗУБР', 'ZB', 'drill-orange', 0.8, 'ДШЛ-', 'ЗП-'],
  ['DeWalt', 'DW', 'drill-orange', 1.45, 'DCD', 'D25'],
  ['Metabo', 'MB', 'drill-teal', 1.2, 'BS ', 'KHE '],
] as const;

const tools: GroupSpec = {
  key: 'tools',
  name: 'Инструмент',
  image: 'drill-teal',
  children: [
    {
      key: 'tools-power',
      name: 'Электроинструмент',
      image: 'drill-teal',
      children: [
        {
          key: 'tools-power-drills',
          name: 'Дрели и шуруповёрты',
          image: 'drill-teal',
          weight: 2,
          about: [
            'Инструмент для сверления и закручивания крепежа в дерево, металл и кирпич.',
            'Аккумуляторный шуруповёрт для сборки мебели, каркасов и монтажа ГКЛ.',
          ],
          props: [
            'Реверс и плавная регулировка оборотов.',
            'Светодиодная подсветка рабочей зоны.',
            'Поставляется в кейсе с зарядным устройством.',
            'Гарантия производителя 2 года.',
          ],
          make(r) {
            const [brand, code, image, k, prefix] = r.pick(POWER_BRANDS);
            const cordless = r.chance(0.65);
            const model = `${prefix}${r.int(12, 99) * 10}`;
            if (cordless) {
              const volt = r.pick([12, 14, 18, 18]);
              const akb = r.pick([1, 2]);
              return {
                name: `Дрель-шуруповёрт аккумуляторная ${brand} ${model} ${volt} В, ${akb} АКБ`,
                price: (3200 + volt * 260 + akb * 1400) * k,
                unit: 'шт',
                image,
                code,
              };
            }
            const watt = r.pick([550, 650, 780, 850, 1010]);
            return {
              name: `Дрель ударная ${brand} ${model} ${watt} Вт`,
              price: (1900 + watt * 4) * k,
              unit: 'шт',
              image,
              code,
            };
          },
        },
        {
          key: 'tools-power-hammers',
          name: 'Перфораторы',
          image: 'drill-orange',
          weight: 1,
          about: [
            'Перфоратор для сверления и долбления бетона и кирпича.',
            'Инструмент для штробления и сверления отверстий под розетки.',
          ],
          props: [
            'Три режима работы: сверление, удар, долбление.',
            'Патрон SDS-plus.',
            'Энергия удара до 3 Дж.',
          ],
          make(r) {
            const [brand, code, image, k, , prefix] = r.pick(POWER_BRANDS);
            const watt = r.pick([650, 780, 800, 850, 1000]);
            const mm = r.pick([24, 26, 28]);
            return {
              name: `Перфоратор ${brand} ${prefix}${mm}${r.pick(['', '0', '70'])} SDS-plus ${watt} Вт`,
              price: (3500 + watt * 5.5) * k,
              unit: 'шт',
              image,
              code,
            };
          },
        },
        {
          key: 'tools-power-grinders',
          name: 'Углошлифовальные машины (УШМ)',
          image: 'grinder-teal',
          weight: 1,
          about: [
            'Угловая шлифмашина для резки металла, камня и плитки.',
            'УШМ для зачистки сварных швов и шлифования.',
          ],
          props: [
            'Защитный кожух и дополнительная рукоятка в комплекте.',
            'Блокировка шпинделя для быстрой замены диска.',
            'Плавный пуск.',
          ],
          make(r) {
            const [brand, code, , k] = r.pick(POWER_BRANDS);
            const disc = r.pick([115, 125, 125, 150, 230]);
            const watt = disc >= 230 ? 2200 : disc >= 150 ? 1400 : r.pick([750, 850, 900, 1000]);
            return {
              name: r.chance(0.5)
                ? `УШМ (болгарка) ${brand} ${disc} мм ${watt} Вт`
                : `Угловая шлифмашина ${brand} ${disc} мм, ${watt} Вт`,
              price: (1800 + watt * 3.2) * k,
              unit: 'шт',
              image: 'grinder-teal',
              code,
            };
          },
        },
      ],
    },
    {
      key: 'tools-hand',
      name: 'Ручной инструмент',
      image: 'hammer-steel',
      children: [
        {
          key: 'tools-hand-trowels',
          name: 'Шпатели и кельмы',
          image: 'spatula-steel',
          weight: 2,
          about: [
            'Инструмент для нанесения и выравнивания шпаклёвки, штукатурки и клея.',
            'Малярно-штукатурный инструмент.',
          ],
          props: [
            'Полотно из нержавеющей стали.',
            'Эргономичная двухкомпонентная рукоятка.',
            'Не оставляет полос на поверхности.',
          ],
          make(r) {
            const [brand, code] = r.pick([
              ['Matrix', 'MX'],
              ['Stayer', 'SY'],
              ['ЗУБР', 'ZB'],
              ['Hardy', 'HD'],
            ] as const);
            const kind = r.int(0, 3);
            if (kind === 0) {
              const mm = r.pick([250, 350, 450, 600]);
              return {
                name: `Шпатель фасадный ${mm} мм нержавеющий, ${brand}`,
                price: 180 + mm * 0.9,
                unit: 'шт',
                image: 'spatula-steel',
                code,
              };
            }
            if (kind === 1) {
              const mm = r.pick([40, 60, 80, 100, 150]);
              return {
                name: `Шпатель малярный ${mm} мм, ${brand}`,
                price: 60 + mm * 1.1,
                unit: 'шт',
                image: 'spatula-steel',
                code,
              };
            }
            if (kind === 2) {
              const tooth = r.pick([4, 6, 8, 10, 12]);
              return {
                name: `Гладилка зубчатая ${tooth}×${tooth} мм, 280 мм, ${brand}`,
                price: r.int(240, 520),
                unit: 'шт',
                image: 'spatula-steel',
                code,
              };
            }
            return {
              name: `Кельма каменщика ${r.pick([160, 180, 200])} мм, ${brand}`,
              price: r.int(190, 450),
              unit: 'шт',
              image: 'spatula-steel',
              code,
            };
          },
        },
        {
          key: 'tools-hand-hammers',
          name: 'Молотки и кувалды',
          image: 'hammer-steel',
          weight: 1,
          about: [
            'Ударный инструмент для строительных и столярных работ.',
            'Инструмент для забивания гвоздей и демонтажа.',
          ],
          props: [
            'Боёк из закалённой стали.',
            'Фибергласовая рукоятка гасит отдачу.',
            'Надёжная фиксация бойка.',
          ],
          make(r) {
            const [brand, code] = r.pick([
              ['Matrix', 'MX'],
              ['Stayer', 'SY'],
              ['ЗУБР', 'ZB'],
              ['Sparta', 'SP'],
            ] as const);
            const [item, rub] = r.pick([
              [`Молоток слесарный ${r.pick([300, 500, 800])} г`, 390],
              [`Молоток-гвоздодёр ${r.pick([450, 570])} г`, 560],
              [`Кувалда ${r.pick([2, 3, 5])} кг`, 990],
              ['Киянка резиновая 450 г', 320],
              [`Гвоздодёр-монтировка ${r.pick([450, 600, 900])} мм`, 480],
            ] as const);
            return {
              name: `${item}, ${brand}`,
              price: rub * (0.8 + r.float() * 0.6),
              unit: 'шт',
              image: 'hammer-steel',
              code,
            };
          },
        },
        {
          key: 'tools-hand-measure',
          name: 'Измерительный инструмент',
          image: 'measure-yellow',
          weight: 1,
          about: [
            'Инструмент для разметки и контроля геометрии при ремонте.',
            'Измерительный инструмент для стройки и ремонта.',
          ],
          props: [
            'Корпус устойчив к ударам.',
            'Точность измерения соответствует классу прибора.',
            'Удобно носить на поясе.',
          ],
          make(r) {
            const [brand, code] = r.pick([
              ['Matrix', 'MX'],
              ['Stayer', 'SY'],
              ['ADA', 'AD'],
              ['Kraftool', 'KT'],
            ] as const);
            const kind = r.int(0, 2);
            if (kind === 0) {
              const m = r.pick([3, 5, 5, 7.5, 10]);
              return {
                name: `Рулетка ${brand} ${d(m)} м×${m > 5 ? 25 : 19} мм`,
                price: 120 + m * 55,
                unit: 'шт',
                image: 'measure-yellow',
                code,
              };
            }
            if (kind === 1) {
              const mm = r.pick([400, 600, 800, 1000, 1500, 2000]);
              return {
                name: `Уровень строительный ${brand} ${mm} мм, 3 глазка`,
                price: 240 + mm * 0.7,
                unit: 'шт',
                image: 'measure-yellow',
                code,
              };
            }
            return {
              name: `Лазерный уровень ${brand} ${r.pick(['Cube 360', 'Cross 2D', 'Line 3D'])}`,
              price: r.int(3900, 14500),
              unit: 'шт',
              image: 'measure-yellow',
              code,
            };
          },
        },
      ],
    },
    {
      key: 'tools-consumables',
      name: 'Расходные материалы',
      image: 'disc-red',
      weight: 3,
      about: ['Расходные материалы для электроинструмента.', 'Оснастка для резки, сверления и шлифования.'],
      props: [
        'Подходит для инструмента большинства производителей.',
        'Повышенный ресурс работы.',
        'Продаётся в удобной фасовке.',
      ],
      make(r) {
        const [brand, code] = r.pick([
          ['Luga', 'LG'],
          ['Bosch', 'BS'],
          ['Makita', 'MK'],
          ['ЗУБР', 'ZB'],
          ['Hammer', 'HM'],
        ] as const);
        const kind = r.int(0, 5);
        if (kind === 0) {
          const disc = r.pick([115, 125, 150, 230]);
          return {
            name: `Круг отрезной по металлу ${disc}×${r.pick(['1,0', '1,2', '1,6', '2,5'])}×22 мм, ${brand}`,
            price: 25 + disc * 0.35,
            unit: 'шт',
            image: 'disc-red',
            code,
          };
        }
        if (kind === 1) {
          const disc = r.pick([115, 125, 180, 230]);
          return {
            name: `Диск алмазный по бетону ${disc} мм, ${brand}`,
            price: 300 + disc * 6,
            unit: 'шт',
            image: 'disc-red',
            code,
          };
        }
        if (kind === 2) {
          const mm = r.pick([6, 8, 10, 12, 14]);
          const len = r.pick([110, 160, 210, 260]);
          return {
            name: `Бур SDS-plus ${mm}×${len} мм, ${brand}`,
            price: 80 + mm * len * 0.1,
            unit: 'шт',
            image: 'disc-red',
            code,
          };
        }
        if (kind === 3) {
          const mm = r.pick([3, 4, 5, 6, 8, 10]);
          return {
            name: `Сверло по металлу ${mm} мм HSS (10 шт), ${brand}`,
            price: 150 + mm * 70,
            unit: 'упак',
            image: 'disc-red',
            code,
          };
        }
        if (kind === 4) {
          return {
            name: `Бита ${r.pick(['PH2', 'PH1', 'PZ2', 'T25'])} ${r.pick([25, 50, 70])} мм (10 шт), ${brand}`,
            price: r.int(140, 520),
            unit: 'упак',
            image: 'disc-red',
            code,
          };
        }
        return {
          name: `Шкурка шлифовальная P${r.pick([60, 80, 120, 180, 240])} 230×280 мм (10 листов)`,
          price: r.int(150, 290),
          unit: 'упак',
          image: 'disc-red',
          code,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Paints
// ---------------------------------------------------------------------------------------------

const PAINT_COLOURS: readonly (readonly [string, 'white' | 'blue' | 'terracotta'])[] = [
  ['белая', 'white'],
  ['белая', 'white'],
  ['синяя', 'blue'],
  ['голубая', 'blue'],
  ['красно-коричневая', 'terracotta'],
  ['коричневая', 'terracotta'],
  ['красная', 'terracotta'],
];

const paints: GroupSpec = {
  key: 'paints',
  name: 'Лакокрасочные материалы',
  image: 'paint-can-blue',
  children: [
    {
      key: 'paints-interior',
      name: 'Интерьерные краски',
      image: 'paint-can-white',
      weight: 2,
      about: [
        'Водно-дисперсионная краска для стен и потолков в жилых помещениях.',
        'Краска для окраски стен, потолков и обоев под покраску.',
      ],
      props: [
        'Без запаха, высыхает за 1–2 часа.',
        'Выдерживает влажную уборку.',
        'Колеруется в пастельные тона.',
        'Расход 8–10 м² на литр в один слой.',
      ],
      make(r) {
        const [line, code, k] = r.pick([
          ['Dulux Easy', 'DX', 1.5],
          ['Tikkurila Euro 7', 'TK', 1.6],
          ['Текс Профи', 'TX', 0.8],
          ['Ярославские краски Оптимист', 'YK', 0.6],
          ['Dufa Superweiss', 'DF', 1.1],
          ['Vincent I2', 'VC', 1.0],
        ] as const);
        const l = r.pick([0.9, 2.5, 2.7, 5, 9, 10]);
        const blue = r.chance(0.25);
        return {
          name: `Краска интерьерная ${line} ${blue ? 'база C, колеруемая' : 'моющаяся, белая'} ${d(l)} л`,
          price: (l * 260 + 120) * k,
          unit: 'шт',
          image: blue ? 'paint-can-blue' : 'paint-can-white',
          code,
          part: String(Math.round(l * 10)),
          weightKg: paintCanKg(l),
          // 'Расход' in litres per m² and the can's 'Объём' give the product page the paint calculator
          properties: specs({ Расход: '0,1–0,12 л/м²', Объём: `${d(l)} л` }),
        };
      },
    },
    {
      key: 'paints-facade',
      name: 'Фасадные краски',
      image: 'paint-can-terracotta',
      weight: 2,
      about: [
        'Атмосферостойкая краска для фасадов из бетона, штукатурки и кирпича.',
        'Краска для деревянных фасадов, заборов и хозяйственных построек.',
      ],
      props: [
        'Не выгорает на солнце.',
        'Паропроницаемая, не отслаивается.',
        'Морозостойкая, наносится при температуре от +5 °C.',
      ],
      make(r) {
        const [line, code, k] = r.pick([
          ['Dufa Fassadenfarbe', 'DF', 1.2],
          ['Текс Профи Фасад', 'TX', 0.8],
          ['Tikkurila Pika-Teho', 'TK', 1.7],
          ['Alpina Expert Fassade', 'AL', 1.3],
          ['Pinotex', 'PX', 1.5],
        ] as const);
        const l = r.pick([2.5, 2.7, 9, 10]);
        const [colour, variant] = r.pick([
          ['белая', 'white'],
          ['терракот', 'terracotta'],
          ['красная', 'terracotta'],
          ['база A', 'white'],
        ] as const);
        return {
          name: `Краска фасадная ${line} ${colour} ${d(l)} л`,
          price: (l * 330 + 150) * k,
          unit: 'шт',
          image: `paint-can-${variant}`,
          code,
          part: String(Math.round(l * 10)),
          weightKg: paintCanKg(l),
          properties: specs({ Расход: '0,15–0,2 л/м²', Объём: `${d(l)} л` }),
        };
      },
    },
    {
      key: 'paints-enamel',
      name: 'Эмали',
      image: 'paint-can-blue',
      weight: 2,
      about: [
        'Алкидная эмаль для окраски металла и дерева внутри и снаружи.',
        'Эмаль для окраски полов, труб, ограждений и дверей.',
      ],
      props: ['Образует глянцевое прочное покрытие.', 'Высыхает за 24 часа.', 'Защищает металл от коррозии.'],
      make(r) {
        const [type, code] = r.pick([
          ['ПФ-115', 'PF'],
          ['ПФ-266 для пола', 'PF'],
          ['НЦ-132', 'NC'],
          ['по ржавчине 3 в 1', 'HR'],
        ] as const);
        const [colour, variant] = r.pick(PAINT_COLOURS);
        const kg = r.pick([0.8, 0.9, 1.9, 2.7, 6]);
        const brand = r.pick(['Лакра', 'Текс', 'Empils', 'Ярославские краски']);
        return {
          name: `Эмаль ${type} ${brand} ${colour} ${d(kg)} кг`,
          price: kg * 210 + 60,
          unit: 'шт',
          image: `paint-can-${variant}`,
          code,
          part: String(Math.round(kg * 10)),
        };
      },
    },
    {
      key: 'paints-primer',
      name: 'Грунтовки',
      image: 'paint-can-white',
      weight: 2,
      about: [
        'Грунтовка для подготовки оснований перед шпаклёвкой, покраской и укладкой плитки.',
        'Грунт для укрепления пористых поверхностей.',
      ],
      props: ['Снижает расход краски и клея.', 'Высыхает за 1–3 часа.', 'Препятствует образованию плесени.'],
      make(r) {
        const [kind, line, code, k] = r.pick([
          ['глубокого проникновения', 'Ceresit CT 17', 'CE', 1.3],
          ['глубокого проникновения', 'Knauf Тифенгрунд', 'KN', 1.1],
          ['адгезионная', 'Основит Бетоноконтакт', 'OS', 1.0],
          ['глубокого проникновения', 'Bergauf Tiefgrunt', 'BG', 0.8],
          ['адгезионная', 'Юнис Бетонконтакт', 'UN', 0.9],
          ['универсальная', 'Knauf Миттельгрунд', 'KN', 1.0],
          ['универсальная', 'Старатели', 'ST', 0.7],
          ['глубокого проникновения', 'Текс Универсал', 'TX', 0.75],
          ['антисептическая', 'Dufa Tiefgrund LF', 'DF', 1.2],
        ] as const);
        const l = r.pick([1, 5, 10, 10]);
        if (r.chance(0.2)) {
          return {
            name: `Грунтовка ГФ-021 ${r.pick(['серая', 'красно-коричневая'])} ${r.pick(['0,9', '2,7'])} кг`,
            price: r.int(180, 520),
            unit: 'шт',
            image: 'paint-can-terracotta',
            code: 'GF',
          };
        }
        return {
          name: `Грунтовка ${kind} ${line} ${l} л`,
          price: (l * 75 + 90) * k,
          unit: 'шт',
          image: 'paint-can-white',
          code,
          part: String(l),
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Fasteners
// ---------------------------------------------------------------------------------------------

const FASTENER_BRANDS = ['Tech-Krep', 'Стройметиз', 'Fischer', 'Зубр', 'Мир крепежа'] as const;

const fasteners: GroupSpec = {
  key: 'fasteners',
  name: 'Крепёж',
  image: 'screws-zinc',
  children: [
    {
      key: 'fasteners-self-tapping',
      name: 'Саморезы',
      image: 'screws-black',
      weight: 4,
      about: [
        'Саморезы для крепления гипсокартона, дерева и тонкого металла.',
        'Крепёж для монтажа каркасов, обшивки и кровли.',
      ],
      props: [
        'Острый наконечник, заворачивается без предварительного сверления.',
        'Шлиц PH2 под стандартную биту.',
        'Фосфатированное покрытие защищает от коррозии.',
        'Точная фасовка по количеству.',
      ],
      make(r) {
        const [kind, variant, size, rubPer100] = r.pick([
          [
            'по дереву',
            'black',
            r.pick(['3,5×25', '3,5×35', '3,5×41', '3,8×45', '4,2×65', '4,2×75', '4,8×90']),
            45,
          ],
          ['по металлу', 'black', r.pick(['3,5×19', '3,5×25', '3,5×35', '3,5×41']), 40],
          ['по гипсокартону', 'black', r.pick(['3,5×25', '3,5×35', '3,5×45']), 38],
          ['кровельный', 'zinc', r.pick(['4,8×29', '4,8×35', '5,5×19', '4,8×50']), 260],
          ['с прессшайбой острый', 'zinc', r.pick(['4,2×13', '4,2×16', '4,2×19', '4,2×25']), 90],
          ['с прессшайбой со сверлом', 'zinc', r.pick(['4,2×16', '4,2×19', '4,2×32']), 110],
        ] as const);
        const pack = r.pick([50, 100, 200, 200, 500, 1000]);
        const plural = r.chance(0.3);
        const [a, b] = size.split('×').map((x) => Number(x.replace(',', '.'))) as [number, number];
        const sizeFactor = (a * b) / (3.5 * 35);
        if (r.chance(0.1)) {
          return {
            name: `Саморез ${kind} ${size} мм (на развес)`,
            price: 290 + sizeFactor * 90,
            unit: 'кг',
            image: `screws-${variant}`,
            code: 'RZ',
            note: 'Саморезы отпускаются на развес, от 100 г.',
          };
        }
        return {
          name: plural
            ? `Саморезы ${kind} ${size} мм, ${pack} шт`
            : `Саморез ${kind} ${size} мм (${pack} шт)`,
          price: (rubPer100 * pack * Math.max(0.5, sizeFactor)) / 100 + 20,
          unit: 'упак',
          image: `screws-${variant}`,
          code: 'SR',
          part: size.replace(/[×,]/g, '').slice(0, 3),
        };
      },
    },
    {
      key: 'fasteners-wood-screws',
      name: 'Шурупы',
      image: 'screws-zinc',
      weight: 2,
      about: [
        'Шурупы для столярных, плотницких и мебельных работ.',
        'Крепёж для соединения деревянных деталей и монтажа в дюбель.',
      ],
      props: [
        'Оцинкованное покрытие.',
        'Крупная резьба надёжно держит в древесине.',
        'Шлиц под биту PZ или шестигранник.',
      ],
      make(r) {
        const brand = r.pick(FASTENER_BRANDS);
        const [kind, size, per, pack] = r.pick([
          [
            'универсальный оцинкованный',
            r.pick(['3×20', '3,5×30', '4×40', '4×50', '5×60', '6×80']),
            1.1,
            r.pick([100, 200]),
          ],
          [
            'шестигранный (глухарь) DIN 571',
            r.pick(['6×50', '8×60', '8×80', '10×100', '10×120']),
            4.5,
            r.pick([25, 50]),
          ],
          ['конфирмат', r.pick(['6,3×50', '7×50', '7×70']), 2.2, 100],
          ['с кольцом', r.pick(['4×40', '5×50', '6×60']), 3.5, 50],
          ['с полукольцом', r.pick(['4×40', '5×50', '6×60']), 3.5, 50],
        ] as const);
        const plural = r.chance(0.3);
        return {
          name: plural
            ? `Шурупы ${kind} ${size} мм, ${pack} шт, ${brand}`
            : `Шуруп ${kind} ${size} мм (${pack} шт)`,
          price: per * pack + 15,
          unit: 'упак',
          image: 'screws-zinc',
          code: 'SH',
          part: size.replace(/[×,]/g, '').slice(0, 3),
        };
      },
    },
    {
      key: 'fasteners-dowels',
      name: 'Дюбели',
      image: 'dowel-grey',
      weight: 2,
      about: [
        'Дюбели для крепления в бетон, кирпич, газобетон и гипсокартон.',
        'Пластиковые дюбели для монтажных работ.',
      ],
      props: [
        'Нейлон не становится хрупким на морозе.',
        'Усы против проворачивания в отверстии.',
        'Подходят шурупы и саморезы.',
      ],
      make(r) {
        const brand = r.pick(FASTENER_BRANDS);
        const [kind, size, pack, rub] = r.pick([
          ['распорный', r.pick(['5×25', '6×30', '6×40', '8×40', '8×50', '10×50']), 100, 120],
          ['-гвоздь с потайным бортиком', r.pick(['6×40', '6×60', '8×60', '8×80']), 100, 260],
          ['для газобетона', r.pick(['8×60', '10×60', '12×70']), 25, 180],
          ['«бабочка» для ГКЛ', r.pick(['8×28', '10×50']), 50, 230],
          ['тарельчатый для теплоизоляции', r.pick(['10×90', '10×120', '10×160']), 100, 420],
        ] as const);
        const sep = kind.startsWith('-') ? '' : ' ';
        return {
          name: `Дюбель${sep}${kind} ${size} мм (${pack} шт), ${brand}`,
          price: rub * (0.85 + r.float() * 0.3),
          unit: 'упак',
          image: 'dowel-grey',
          code: 'DB',
          part: size.split('×')[0],
        };
      },
    },
    {
      key: 'fasteners-nails',
      name: 'Гвозди',
      image: 'nails-steel',
      weight: 2,
      about: [
        'Гвозди для плотницких, кровельных и общестроительных работ.',
        'Стальные гвозди для работ по дереву.',
      ],
      props: [
        'Сталь по ГОСТ 4028.',
        'Продаются на развес и в фасовке.',
        'Не гнутся при забивании в твёрдую древесину.',
      ],
      make(r) {
        const [kind, size, rub] = r.pick([
          ['строительные', r.pick(['2×40', '2,5×50', '3×70', '3,5×90', '4×100', '5×150']), 150],
          ['финишные оцинкованные', r.pick(['1,4×30', '1,6×40', '1,8×50']), 320],
          ['ершёные', r.pick(['2,5×50', '3×70', '3,5×90']), 260],
          ['толевые оцинкованные', r.pick(['3×25', '3×40']), 290],
          ['кровельные с шайбой', r.pick(['2,5×40', '3×40']), 340],
        ] as const);
        if (r.chance(0.6)) {
          return {
            name: `Гвозди ${kind} ${size} мм`,
            price: rub,
            unit: 'кг',
            image: 'nails-steel',
            code: 'GV',
            note: 'Гвозди отпускаются на развес.',
          };
        }
        const kg = r.pick([0.5, 1, 5]);
        return {
          name: `Гвозди ${kind} ${size} мм, ${d(kg)} кг`,
          price: rub * kg * 1.15 + 25,
          unit: 'упак',
          image: 'nails-steel',
          code: 'GV',
          part: size.split('×')[0]?.replace(',', ''),
        };
      },
    },
    {
      key: 'fasteners-anchors',
      name: 'Анкеры',
      image: 'anchor-steel',
      weight: 1,
      about: [
        'Анкеры для тяжёлых креплений в бетон и кирпич.',
        'Металлический крепёж для навесного оборудования, ворот и лестниц.',
      ],
      props: ['Высокая несущая способность.', 'Оцинкованная сталь.', 'Монтаж без специального инструмента.'],
      make(r) {
        const [kind, size, rub] = r.pick([
          ['Анкерный болт с гайкой', r.pick(['8×65', '10×77', '10×100', '12×100', '12×129']), 40],
          ['Анкер клиновой', r.pick(['6×60', '8×75', '10×95', '12×110']), 35],
          ['Анкер-шуруп по бетону', r.pick(['7,5×72', '7,5×112', '7,5×132', '7,5×152']), 28],
          ['Анкер рамный', r.pick(['10×92', '10×132', '10×152']), 45],
          ['Анкер забивной латунный', r.pick(['M6', 'M8', 'M10']), 22],
        ] as const);
        const pack = r.pick([4, 10, 10, 25]);
        return {
          name: `${kind} ${size} мм (${pack} шт)`,
          price: rub * pack * (0.8 + r.float() * 0.5),
          unit: 'упак',
          image: 'anchor-steel',
          code: 'AN',
          part: size.replace(/\D.*$/, '') || undefined,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Plumbing
// ---------------------------------------------------------------------------------------------

const plumbing: GroupSpec = {
  key: 'plumbing',
  name: 'Сантехника',
  image: 'faucet-chrome',
  children: [
    {
      key: 'plumbing-pipes',
      name: 'Трубы и фитинги',
      image: 'pipe-white',
      children: [
        {
          key: 'plumbing-pipes-pp',
          name: 'Трубы для водоснабжения',
          image: 'pipe-white',
          weight: 2,
          about: [
            'Трубы для систем холодного и горячего водоснабжения и отопления.',
            'Трубы для внутренней разводки водопровода.',
          ],
          props: [
            'Не зарастают отложениями.',
            'Соединяются пайкой или пресс-фитингами.',
            'Срок службы до 50 лет.',
          ],
          make(r) {
            const mm = r.pick([20, 25, 32, 40]);
            const kind = r.int(0, 2);
            const brand = r.pick(['Valtec', 'РВК', 'Pro Aqua', 'FV-Plast', 'Ростурпласт']);
            if (kind === 0) {
              const pn = r.pick([10, 16, 20, 25]);
              return {
                name: `Труба полипропиленовая ${brand} PN${pn} ${mm} мм, ${r.pick([2, 4])} м`,
                price: mm * (2.2 + pn / 10),
                unit: 'шт',
                image: 'pipe-white',
                code: 'PP',
                part: String(mm),
              };
            }
            if (kind === 1) {
              return {
                name: `Труба PPR ${brand} армированная ${r.pick(['стекловолокном', 'алюминием'])} ${mm} мм, 4 м`,
                price: mm * 10,
                unit: 'шт',
                image: 'pipe-white',
                code: 'PP',
                part: String(mm),
              };
            }
            const small = r.pick([16, 20, 26]);
            return {
              name: `Труба металлопластиковая ${brand} ${small}×2,0 мм (на отрез)`,
              price: small * 3.4,
              unit: 'м',
              image: 'pipe-white',
              code: 'MP',
              note: 'Металлопластиковая труба отпускается на отрез из бухты.',
            };
          },
        },
        {
          key: 'plumbing-pipes-sewer',
          name: 'Канализационные трубы',
          image: 'pipe-grey',
          weight: 2,
          about: [
            'Трубы для внутренней и наружной канализации.',
            'Канализационные трубы из полипропилена с раструбом.',
          ],
          props: [
            'Уплотнительное кольцо в комплекте.',
            'Гладкая внутренняя поверхность не засоряется.',
            'Монтаж без специального инструмента.',
          ],
          make(r) {
            const mm = r.pick([32, 40, 50, 110]);
            const len = r.pick([250, 500, 1000, 2000, 3000]);
            const outdoor = mm === 110 && r.chance(0.4);
            const brand = r.pick(['Ostendorf', 'Pro Aqua', 'Политэк', 'Sinikon']);
            return {
              name: outdoor
                ? `Труба наружной канализации ${brand} 110×3,2 мм, ${len} мм, рыжая`
                : `Труба канализационная ${brand} ${mm}×${mm === 110 ? '2,7' : '1,8'}×${len} мм, серая`,
              price: ((mm * len) / 1000) * (outdoor ? 4.8 : 2.9) + 25,
              unit: 'шт',
              image: 'pipe-grey',
              code: 'KN',
              part: String(mm),
            };
          },
        },
        {
          key: 'plumbing-pipes-fittings',
          name: 'Фитинги и краны',
          image: 'pipe-white',
          weight: 2,
          about: [
            'Фитинги для соединения и разветвления трубопроводов.',
            'Запорная арматура и соединительные элементы для водопровода.',
          ],
          props: [
            'Рассчитаны на давление до 20 атм.',
            'Подходят к трубам стандартных диаметров.',
            'Латунь с никелированием.',
          ],
          make(r) {
            const mm = r.pick([20, 25, 32, 40]);
            const sewer = r.pick([50, 110]);
            const inch = r.pick(['1/2"', '3/4"', '1"']);
            const brand = r.pick(['Valtec', 'РВК', 'Pro Aqua', 'FV-Plast']);
            const [name, rub] = r.pick([
              [`Угольник полипропиленовый 90° ${mm} мм, ${brand}`, mm * 0.9],
              [`Угольник полипропиленовый 45° ${mm} мм, ${brand}`, mm * 0.9],
              [`Муфта комбинированная ${mm}×${inch} ВР, ${brand}`, 120],
              [`Муфта комбинированная ${mm}×${inch} НР, ${brand}`, 110],
              [`Тройник полипропиленовый ${mm} мм, ${brand}`, mm * 1.1],
              [`Муфта полипропиленовая ${mm} мм, ${brand}`, mm * 0.6],
              [`Кран шаровой ${inch} ВР-ВР, бабочка, Valtec`, 420],
              [`Кран шаровой ${inch} ВР-НР, рычаг, Bugatti`, 890],
              [`Тройник канализационный ${sewer}/${sewer} мм 45°`, sewer * 1.7],
              [`Отвод канализационный ${sewer} мм ${r.pick([45, 90])}°`, sewer * 0.9],
              [`Ревизия канализационная ${sewer} мм`, sewer * 2.1],
            ] as const);
            return {
              name,
              price: rub * (0.85 + r.float() * 0.4),
              unit: 'шт',
              image: 'pipe-white',
              code: 'FT',
            };
          },
        },
      ],
    },
    {
      key: 'plumbing-mixers',
      name: 'Смесители',
      image: 'faucet-chrome',
      weight: 2,
      about: [
        'Смеситель для кухни, раковины или ванной.',
        'Однорычажный смеситель с керамическим картриджем.',
      ],
      props: [
        'Латунный корпус с хромированным покрытием.',
        'Гибкая подводка в комплекте.',
        'Аэратор экономит воду.',
      ],
      make(r) {
        const [brand, code, k] = r.pick([
          ['Frap', 'FR', 0.7],
          ['Rossinka', 'RN', 0.9],
          ['Iddis', 'ID', 1.1],
          ['Grohe', 'GR', 2.6],
          ['Lemark', 'LM', 1.3],
        ] as const);
        const [kind, rub] = r.pick([
          ['для кухни с высоким изливом', 2900],
          ['для раковины', 2300],
          ['для ванны с длинным изливом', 3900],
          ['для душа', 2700],
          ['для кухни с гибким изливом', 4200],
        ] as const);
        const finish = r.pick(['хром', 'хром', 'чёрный матовый', 'нержавеющая сталь']);
        return {
          name: `Смеситель ${kind} ${brand} ${code}${r.int(1000, 9999)}, ${finish}`,
          price: rub * k,
          unit: 'шт',
          image: 'faucet-chrome',
          code,
        };
      },
    },
    {
      key: 'plumbing-fixtures',
      name: 'Унитазы и раковины',
      image: 'toilet-white',
      weight: 1,
      about: [
        'Санфаянс для ванной комнаты и туалета.',
        'Сантехника из прочного фаянса с глазурованным покрытием.',
      ],
      props: [
        'Гладкая глазурь легко моется.',
        'Комплект крепежа в коробке.',
        'Подходит для стандартных подводок.',
      ],
      make(r) {
        const [brand, code] = r.pick([
          ['Santeri', 'SN'],
          ['Santek', 'SK'],
          ['Cersanit', 'CS'],
          ['Оскольская керамика', 'OK'],
        ] as const);
        const model = r.pick(['Урал', 'Нова', 'Алькор', 'Парва', 'Бореаль', 'Клео', 'Кама']);
        const [kind, rub] = r.pick([
          ['Унитаз-компакт', 7900],
          ['Унитаз-компакт с сиденьем микролифт', 10900],
          ['Раковина 50 см', 1900],
          ['Раковина 60 см с пьедесталом', 4300],
          ['Бачок для унитаза', 3200],
        ] as const);
        return {
          name: `${kind} ${brand} «${model}», белый`,
          price: rub * (0.8 + r.float() * 0.5),
          unit: 'шт',
          image: 'toilet-white',
          code,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Electrics
// ---------------------------------------------------------------------------------------------

const electrics: GroupSpec = {
  key: 'electrics',
  name: 'Электрика',
  image: 'socket-white',
  children: [
    {
      key: 'electrics-cable',
      name: 'Кабель и провод',
      image: 'cable-black',
      weight: 3,
      about: [
        'Кабель для стационарной прокладки силовых и осветительных сетей.',
        'Медный провод для электромонтажных работ.',
      ],
      props: [
        'Медные жилы, сечение по ГОСТ.',
        'Изоляция не поддерживает горение.',
        'Отпускается на отрез от 1 метра.',
      ],
      make(r) {
        const [type, cross, rubPerM] = r.pick([
          ['Кабель ВВГнг(А)-LS', r.pick(['2×1,5', '3×1,5', '3×2,5', '3×4', '5×2,5']), 70],
          ['Кабель ВВГ-Пнг(А)', r.pick(['2×1,5', '3×1,5', '3×2,5']), 55],
          ['Провод ПВС', r.pick(['2×0,75', '2×1,5', '3×1,5', '3×2,5']), 45],
          ['Провод ПуГВ', r.pick(['1×1,5', '1×2,5', '1×4', '1×6']), 22],
          ['Кабель NYM', r.pick(['3×1,5', '3×2,5']), 85],
          ['Провод СИП-4', r.pick(['2×16', '4×16']), 60],
        ] as const);
        const [n, s] = cross.split('×').map((x) => Number(x.replace(',', '.'))) as [number, number];
        const perM = (rubPerM * n * s) / 6;
        if (r.chance(0.25)) {
          const m = r.pick([50, 100]);
          return {
            name: `${type} ${cross} мм², бухта ${m} м`,
            price: perM * m * 0.95,
            unit: 'шт',
            image: 'cable-black',
            code: 'KB',
            part: cross.replace(/[×,]/g, ''),
          };
        }
        return {
          name: `${type} ${cross} мм²${type.startsWith('Провод П') ? `, ${r.pick(['белый', 'чёрный'])}` : ''}`,
          price: perM,
          unit: 'м',
          image: 'cable-black',
          code: 'KB',
          part: cross.replace(/[×,]/g, ''),
          properties: specs({
            Марка: type.replace(/^(Кабель|Провод) /, ''),
            'Число жил': n,
            'Сечение жилы, мм²': s,
            'Материал жил': type.includes('СИП') ? 'алюминий' : 'медь',
          }),
        };
      },
    },
    {
      key: 'electrics-sockets',
      name: 'Розетки и выключатели',
      image: 'socket-white',
      weight: 2,
      about: [
        'Электроустановочные изделия для скрытой и открытой проводки.',
        'Розетки и выключатели для квартиры и дома.',
      ],
      props: [
        'Защитные шторки в розетках.',
        'Корпус из негорючего пластика.',
        'Винтовые клеммы, монтаж без инструмента.',
      ],
      make(r) {
        const [brand, series, code, k] = r.pick([
          ['Schneider Electric', 'Atlas Design', 'SE', 1.3],
          ['Legrand', 'Valena', 'LG', 1.5],
          ['Werkel', 'Stark', 'WK', 1.1],
          ['IEK', 'Brite', 'IE', 0.8],
          ['Makel', 'Mimoza', 'MK', 0.7],
        ] as const);
        const [kind, rub] = r.pick([
          ['Розетка с заземлением', 210],
          ['Розетка двойная с заземлением', 390],
          ['Выключатель одноклавишный', 190],
          ['Выключатель двухклавишный', 260],
          ['Рамка двухместная', 150],
          ['Розетка наружная IP44 с крышкой', 320],
        ] as const);
        return {
          name: `${kind} ${brand} ${series}, ${r.pick(['белый', 'белый', 'бежевый', 'антрацит'])}`,
          price: rub * k,
          unit: 'шт',
          image: 'socket-white',
          code,
        };
      },
    },
    {
      key: 'electrics-lighting',
      name: 'Освещение',
      image: 'bulb-warm',
      weight: 2,
      about: [
        'Светодиодное освещение для дома, двора и хозяйственных помещений.',
        'Энергосберегающие источники света.',
      ],
      props: ['Экономит до 85 % электроэнергии.', 'Срок службы до 25 000 часов.', 'Не мерцает.'],
      make(r) {
        const [brand, code] = r.pick([
          ['Gauss', 'GS'],
          ['ЭРА', 'ER'],
          ['Camelion', 'CM'],
          ['IEK', 'IE'],
          ['Navigator', 'NV'],
        ] as const);
        const kind = r.int(0, 2);
        if (kind === 0) {
          const w = r.pick([7, 10, 12, 15, 20]);
          return {
            name: `Лампа светодиодная ${brand} ${r.pick(['A60', 'C37', 'G45'])} ${w} Вт ${r.pick(['E27', 'E14'])} ${r.pick(['3000K', '4000K', '6500K'])}`,
            price: 60 + w * 9,
            unit: 'шт',
            image: 'bulb-warm',
            code,
          };
        }
        if (kind === 1) {
          const w = r.pick([18, 24, 36, 40]);
          return {
            name: `Светильник светодиодный ДПО ${brand} ${w} Вт IP65`,
            price: 300 + w * 22,
            unit: 'шт',
            image: 'bulb-warm',
            code,
          };
        }
        const w = r.pick([20, 30, 50, 100]);
        return {
          name: `Прожектор светодиодный ${brand} ${w} Вт IP65`,
          price: 350 + w * 14,
          unit: 'шт',
          image: 'bulb-warm',
          code,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Bricks, blocks, cement
// ---------------------------------------------------------------------------------------------

const masonry: GroupSpec = {
  key: 'masonry',
  name: 'Кирпич, блоки, цемент',
  image: 'brick-red',
  children: [
    {
      key: 'masonry-bricks',
      name: 'Кирпич',
      image: 'brick-red',
      weight: 2,
      about: [
        'Кирпич для кладки стен, перегородок, печей и фундаментов.',
        'Строительный и облицовочный кирпич.',
      ],
      props: [
        'Морозостойкость F50.',
        'Поставляется на поддонах, доставка манипулятором.',
        'Продаётся поштучно и поддонами.',
      ],
      make(r) {
        const [kind, variant, rub] = r.pick([
          [`Кирпич керамический полнотелый М${r.pick([125, 150, 200])} одинарный`, 'red', 19],
          [`Кирпич керамический пустотелый М${r.pick([150, 175])} полуторный`, 'red', 21],
          [
            `Кирпич облицовочный 1НФ ${r.pick(['красный', 'коричневый', 'солома', 'терракот'])} ${r.pick(['гладкий', 'рустик'])}`,
            'red',
            34,
          ],
          [`Кирпич облицовочный 1,4НФ ${r.pick(['красный', 'коричневый', 'флэш'])}`, 'red', 39],
          [`Кирпич силикатный одинарный М${r.pick([150, 175, 200])}`, 'white', 17],
          [`Кирпич силикатный полуторный ${r.pick(['полнотелый', 'пустотелый'])} М175`, 'white', 20],
          ['Кирпич печной ШБ-8 шамотный', 'red', 85],
        ] as const);
        const factory = r.pick([
          'Воронежский КСМ',
          'Лискинский КЗ',
          'Голицынский КЗ',
          'Липецкий СЗ',
          'Кирово-Чепецкий КЗ',
        ]);
        return {
          name: `${kind}, ${factory}`,
          price: rub * (0.85 + r.float() * 0.4),
          unit: 'шт',
          image: `brick-${variant}`,
          code: 'KR',
        };
      },
    },
    {
      key: 'masonry-blocks',
      name: 'Блоки строительные',
      image: 'block-white',
      weight: 2,
      about: [
        'Блоки для возведения стен домов, гаражей и бань.',
        'Лёгкие стеновые блоки с хорошей теплоизоляцией.',
      ],
      props: ['Кладка на клей тонким швом.', 'Легко пилятся ножовкой.', 'Точная геометрия ±1 мм.'],
      make(r) {
        const kind = r.int(0, 3);
        if (kind <= 1) {
          const [brand, code] = r.pick([
            ['Bonolit', 'BN'],
            ['Ytong', 'YT'],
            ['ГРАС', 'GR'],
            ['Поритеп', 'PR'],
            ['Кселла', 'KS'],
          ] as const);
          const density = r.pick([400, 500, 500, 600]);
          const [w, h, t] = r.pick([
            [600, 300, 200],
            [600, 250, 300],
            [625, 250, 375],
            [600, 250, 100],
            [600, 300, 250],
            [625, 250, 150],
          ] as const);
          return {
            name: `Блок газобетонный${t <= 150 ? ' перегородочный' : ''} D${density} ${w}×${h}×${t} мм, ${brand}`,
            price: ((w * h * t) / 1e9) * (4700 + density * 2.5),
            unit: 'шт',
            image: 'block-white',
            code,
            part: String(t),
          };
        }
        const [name, code, rub] = r.pick([
          [`Пеноблок D${r.pick([600, 800])} 600×300×200 мм`, 'PB', 240],
          [`Блок керамзитобетонный ${r.pick(['пустотелый', 'полнотелый'])} 390×190×188 мм`, 'KB', 85],
          [`Блок керамзитобетонный перегородочный 390×90×188 мм`, 'KB', 55],
          [`Блок керамический поризованный ${r.pick(['10,7НФ', '12,4НФ', '14,3НФ'])}, Porotherm`, 'PT', 240],
          [`Блок пескоцементный ${r.pick(['пустотелый', 'полнотелый'])} 390×190×188 мм`, 'PC', 70],
        ] as const);
        return { name, price: rub * (0.9 + r.float() * 0.25), unit: 'шт', image: 'block-white', code };
      },
    },
    {
      key: 'masonry-cement',
      name: 'Цемент',
      image: 'bag-grey',
      weight: 2,
      about: ['Портландцемент для бетонов, растворов и стяжек.', 'Цемент общестроительного назначения.'],
      props: [
        'Марка прочности соответствует ГОСТ 31108.',
        'Хранить в сухом месте.',
        'Поставляется в мешках и поддонами.',
      ],
      make(r) {
        const [grade, rub] = r.pick([
          ['М500 Д0 (ЦЕМ I 42,5Н)', 560],
          ['М400 Д20 (ЦЕМ II 32,5Б)', 470],
          ['М500 Д20', 520],
          ['белый М600', 1390],
        ] as const);
        const [brand, code] = r.pick([
          ['Евроцемент', 'EC'],
          ['Holcim', 'HC'],
          ['Себряковцемент', 'SB'],
          ['Мальцовский портландцемент', 'MP'],
        ] as const);
        const kg = r.pick([25, 50, 50]);
        if (r.chance(0.08)) {
          return {
            name: `Цемент М500 на развес`,
            price: r.int(12, 16),
            unit: 'кг',
            image: 'bag-grey',
            code: 'RZ',
            note: 'Цемент на развес, отпускается от 5 кг.',
          };
        }
        return {
          name: `Цемент ${grade} ${kg} кг, ${brand}`,
          price: (rub * kg) / 50 + (kg === 25 ? 30 : 0),
          unit: 'мешок',
          image: 'bag-grey',
          code,
          part: String(kg),
          weightKg: kg,
          properties: specs({ Марка: grade, Производитель: brand, 'Вес мешка, кг': kg }),
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Flooring and tiles
// ---------------------------------------------------------------------------------------------

const LAMINATE_DECORS: readonly (readonly [string, 'oak' | 'walnut'])[] = [
  ['дуб натуральный', 'oak'],
  ['дуб светлый', 'oak'],
  ['дуб серый', 'oak'],
  ['ясень белый', 'oak'],
  ['орех', 'walnut'],
  ['дуб тёмный', 'walnut'],
  ['мербау', 'walnut'],
];

const flooring: GroupSpec = {
  key: 'flooring',
  name: 'Напольные покрытия и плитка',
  image: 'laminate-oak',
  children: [
    {
      key: 'flooring-laminate',
      name: 'Ламинат',
      image: 'laminate-oak',
      weight: 3,
      about: [
        'Ламинат для жилых комнат, коридоров и кухонь.',
        'Напольное покрытие с замковым соединением для быстрой укладки.',
      ],
      props: [
        'Влагостойкая HDF-плита.',
        'Укладывается плавающим способом на подложку.',
        'Подходит для тёплых полов.',
        'Устойчив к царапинам и выцветанию.',
      ],
      make(r) {
        const cls = r.pick([31, 32, 32, 33, 33, 34]);
        const mm = r.pick([7, 8, 8, 10, 12]);
        const [decor, variant] = r.pick(LAMINATE_DECORS);
        const [brand, code] = r.pick([
          ['Tarkett', 'TK'],
          ['Kronospan', 'KR'],
          ['Egger', 'EG'],
          ['Classen', 'CL'],
          ['Quick-Step', 'QS'],
        ] as const);
        const perM2 = 380 + (cls - 31) * 160 + (mm - 7) * 60;
        if (r.chance(0.1)) {
          return {
            name: `Подложка под ламинат ${r.pick([2, 3, 5])} мм (${r.pick([5, 10])} м²)`,
            price: r.int(180, 900),
            unit: 'упак',
            image: `laminate-${variant}`,
            code: 'PD',
          };
        }
        const m2 = r.pick([1.596, 1.996, 2.131, 2.397]);
        return r.chance(0.5)
          ? {
              name: `Ламинат ${cls} класс ${decor} ${mm} мм`,
              price: perM2,
              unit: 'м²',
              image: `laminate-${variant}`,
              code,
              part: String(cls),
              properties: specs({
                'Класс износостойкости': cls,
                'Толщина, мм': mm,
                Декор: decor,
                'Площадь в упаковке, м²': m2,
                'Тёплый пол': 'да',
              }),
              // priced by the m², sold in whole packs
              saleStep: m2,
            }
          : {
              name: `Ламинат ${brand} ${cls} класс ${mm} мм, ${decor} (${d(m2)} м²)`,
              price: perM2 * m2,
              unit: 'упак',
              image: `laminate-${variant}`,
              code,
              part: String(cls),
              properties: specs({ 'Площадь упаковки': `${d(m2)} м²` }),
            };
      },
    },
    {
      key: 'flooring-linoleum',
      name: 'Линолеум',
      image: 'linoleum-beige',
      weight: 2,
      about: ['Линолеум для жилых и общественных помещений.', 'Напольное покрытие на вспененной основе.'],
      props: ['Отрез любой длины, ширина рулона 2,5–4 м.', 'Защитный слой от истирания.', 'Тёплый и тихий.'],
      make(r) {
        const [brand, series] = r.pick([
          ['Tarkett', 'Гранд'],
          ['Tarkett', 'Фаворит'],
          ['Ideal', 'Ultra'],
          ['Juteks', 'Strong'],
          ['Синтерос', 'Комфорт'],
        ] as const);
        const width = r.pick([2.5, 3, 3.5, 4]);
        const kind = r.pick(['бытовой', 'полукоммерческий', 'бытовой', 'коммерческий']);
        const decor = r.pick(['дуб', 'паркет', 'плитка серая', 'ясень', 'орех', 'камень']);
        return {
          name: `Линолеум ${kind} ${brand} ${series} «${decor}», ширина ${d(width)} м`,
          price: kind === 'бытовой' ? r.int(390, 690) : r.int(650, 1150),
          unit: 'м²',
          image: 'linoleum-beige',
          code: 'LN',
        };
      },
    },
    {
      key: 'flooring-tiles',
      name: 'Плитка',
      image: 'tile-beige',
      children: [
        {
          key: 'flooring-tiles-wall',
          name: 'Настенная плитка',
          image: 'tile-beige',
          weight: 2,
          about: [
            'Настенная керамическая плитка для ванной и кухни.',
            'Глазурованная плитка для облицовки стен.',
          ],
          props: [
            'Легко моется, не впитывает запахи.',
            'Цвет и калибр одной партии совпадают.',
            'Подбор декора и бордюров в магазине.',
          ],
          make(r) {
            const [brand, code] = r.pick([
              ['Kerama Marazzi', 'KM'],
              ['Cersanit', 'CS'],
              ['Laparet', 'LP'],
              ['Нефрит', 'NF'],
            ] as const);
            const model = r.pick(['Марсо', 'Агата', 'Лофт', 'Прованс', 'Камея', 'Мирабель', 'Тоскана']);
            const [colour, variant] = r.pick([
              ['бежевая', 'beige'],
              ['белая', 'beige'],
              ['серая', 'grey'],
              ['голубая', 'grey'],
            ] as const);
            const size = r.pick(['20×30', '25×40', '20×50', '30×60']);
            return {
              name: `Плитка настенная ${brand} «${model}» ${size} см, ${colour}`,
              price: r.int(590, 1490),
              unit: 'м²',
              image: `tile-${variant}`,
              code,
            };
          },
        },
        {
          key: 'flooring-tiles-porcelain',
          name: 'Напольная плитка и керамогранит',
          image: 'tile-grey',
          weight: 2,
          about: [
            'Напольная плитка и керамогранит для дома и улицы.',
            'Износостойкое покрытие для пола в прихожей, кухне и на крыльце.',
          ],
          props: [
            'Морозостойкий, подходит для крыльца.',
            'Нескользящая поверхность.',
            'Высокая износостойкость.',
          ],
          make(r) {
            const [brand, code] = r.pick([
              ['Kerama Marazzi', 'KM'],
              ['Cersanit', 'CS'],
              ['Грасаро', 'GR'],
              ['Estima', 'ES'],
            ] as const);
            const [colour, variant] = r.pick([
              ['бежевый', 'beige'],
              ['серый', 'grey'],
              ['графит', 'grey'],
              ['светло-бежевый', 'beige'],
            ] as const);
            const size = r.pick(['30×30', '40×40', '45×45', '60×60', '60×120']);
            return {
              name: r.chance(0.6)
                ? `Керамогранит ${brand} ${size} см, ${colour}`
                : `Плитка напольная ${brand} ${size} см, ${colour}`,
              price: r.int(690, 2300),
              unit: 'м²',
              image: `tile-${variant}`,
              code,
              properties: specs({ Производитель: brand, 'Размер, см': size, Цвет: colour }),
            };
          },
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Garden
// ---------------------------------------------------------------------------------------------

const garden: GroupSpec = {
  key: 'garden',
  name: 'Сад и огород',
  image: 'shovel-green',
  children: [
    {
      key: 'garden-tools',
      name: 'Садовый инвентарь',
      image: 'shovel-green',
      weight: 2,
      about: [
        'Инвентарь для работы на участке и в огороде.',
        'Садовый инструмент для копки, рыхления и уборки.',
      ],
      props: ['Закалённая сталь.', 'Черенок из сухой берёзы.', 'Удобный хват, меньше устают руки.'],
      make(r) {
        const [item, rub] = r.pick([
          ['Лопата штыковая с черенком', 590],
          ['Лопата совковая с черенком', 560],
          ['Лопата для снега пластиковая 500 мм', 690],
          ['Грабли веерные 22 зуба', 420],
          ['Вилы 4-рогие с черенком', 690],
          ['Тачка садовая 90 л одноколёсная', 3900],
          ['Секатор плоскостной 200 мм', 490],
          ['Тяпка с черенком', 380],
        ] as const);
        const brand = r.pick(['Palisad', 'Fiskars', 'Цикл', 'Park', 'Сибртех']);
        return {
          name: `${item}, ${brand}`,
          price: rub * (0.8 + r.float() * 0.7),
          unit: 'шт',
          image: 'shovel-green',
          code: 'SD',
        };
      },
    },
    {
      key: 'garden-watering',
      name: 'Полив',
      image: 'hose-green',
      weight: 2,
      about: ['Всё для полива огорода, теплицы и газона.', 'Поливочное оборудование для дачи.'],
      props: [
        'Не перегибается и не трескается на солнце.',
        'Подходит к стандартным коннекторам.',
        'Морозостойкий материал.',
      ],
      make(r) {
        const kind = r.int(0, 2);
        if (kind === 0) {
          const inch = r.pick(['1/2"', '3/4"', '1"']);
          const m = r.pick([15, 20, 25, 50]);
          return {
            name: `Шланг поливочный ${r.pick(['ПВХ армированный', 'трёхслойный', 'силиконовый'])} ${inch}, ${m} м`,
            price: m * (inch === '1/2"' ? 28 : inch === '3/4"' ? 45 : 70),
            unit: 'шт',
            image: 'hose-green',
            code: 'SH',
          };
        }
        if (kind === 1) {
          return {
            name: `Шланг поливочный ${r.pick(['1/2"', '3/4"'])} (на отрез)`,
            price: r.int(30, 65),
            unit: 'м',
            image: 'hose-green',
            code: 'SH',
            note: 'Шланг отпускается на отрез от 1 метра.',
          };
        }
        const [item, rub] = r.pick([
          ['Лейка садовая 10 л', 390],
          ['Пистолет-распылитель 7 режимов', 450],
          ['Дождеватель круговой', 380],
          ['Коннектор быстросъёмный 1/2"', 90],
          ['Капельная лента 100 м', 990],
        ] as const);
        return {
          name: item,
          price: rub * (0.85 + r.float() * 0.4),
          unit: 'шт',
          image: 'hose-green',
          code: 'PL',
        };
      },
    },
    {
      key: 'garden-soil',
      name: 'Грунты и удобрения',
      image: 'bag-green',
      weight: 1,
      about: ['Грунты и удобрения для рассады, огорода и цветников.', 'Питательные смеси для дачи.'],
      props: ['Сбалансированный состав.', 'Подходит для овощей и цветов.', 'Удобная фасовка.'],
      make(r) {
        const brand = r.pick(['Фаско', 'Terra Vita', 'Микромир', 'Гера', 'Буйские удобрения']);
        const litres = r.pick([10, 20, 25, 50]);
        const [item, rub] = r.pick([
          [`Грунт универсальный ${brand} ${litres} л`, litres * 9],
          [`Грунт для рассады ${brand} ${litres} л`, litres * 11],
          [`Грунт для томатов и перцев ${brand} ${litres} л`, litres * 11],
          [`Торф верховой ${r.pick([50, 250])} л`, 390],
          [`Удобрение универсальное ${brand} ${r.pick([1, 2.5, 5])} кг`, 290],
          [`Удобрение азофоска ${r.pick([1, 3, 5])} кг`, 450],
          [`Удобрение суперфосфат ${r.pick([1, 3])} кг`, 260],
          [`Перлит ${r.pick([2, 5, 10])} л`, 210],
        ] as const);
        return {
          name: item.replace('.', ','),
          price: rub * (0.85 + r.float() * 0.4),
          unit: 'шт',
          image: 'bag-green',
          code: 'GR',
        };
      },
    },
  ],
};

export const CATEGORY_TREE: readonly GroupSpec[] = [
  doors,
  mixes,
  roofing,
  insulation,
  plasterboard,
  lumber,
  tools,
  paints,
  fasteners,
  plumbing,
  electrics,
  masonry,
  flooring,
  garden,
];

/** Sentences that may close any description. */
export const COMMON_SENTENCES: readonly string[] = [
  'Доставка по району в день заказа или самовывоз со склада магазина.',
  'Оптовым покупателям и бригадам — индивидуальные условия.',
  'Консультанты помогут рассчитать нужное количество.',
];

// ---------------------------------------------------------------------------------------------
// Special categories, promotions and discounts
// ---------------------------------------------------------------------------------------------

export interface SpecialCategorySpec {
  key: string;
  name: string;
  image: BannerRef;
  isPromotion: boolean;
  isDiscount: boolean;
}

export const SPECIAL_CATEGORIES: readonly SpecialCategorySpec[] = [
  {
    key: 'promo-month',
    name: 'Акции месяца',
    image: 'banner-promo-month',
    isPromotion: true,
    isDiscount: false,
  },
  {
    key: 'sale-doors',
    name: 'Скидки на двери',
    image: 'banner-sale-doors',
    isPromotion: false,
    isDiscount: true,
  },
  {
    key: 'sale-tools',
    name: 'Распродажа инструмента',
    image: 'banner-sale-tools',
    isPromotion: false,
    isDiscount: true,
  },
];

export const PROMOTIONS: readonly { title: string; description: string; image: BannerRef }[] = [
  {
    title: 'Бесплатный замер дверей',
    description:
      'Мастер приедет, снимет размеры проёмов и поможет подобрать двери и фурнитуру. Замер бесплатный при заказе дверей в нашем магазине.',
    image: 'banner-promo-measure',
  },
  {
    title: 'Сухие смеси — скидка 10 % от 20 мешков',
    description: 'При покупке от 20 мешков штукатурки, шпаклёвки или ЦПС — скидка 10 % на весь объём.',
    image: 'banner-promo-month',
  },
  {
    title: 'Доставка по району в день заказа',
    description:
      'Закажите до 14:00 — привезём стройматериалы в тот же день. Доставка в пределах района при заказе от 15 000 ₽ бесплатна.',
    image: 'banner-promo-delivery',
  },
  {
    title: 'Кровля со склада: нарезка в размер',
    description:
      'Металлочерепица и профнастил в наличии на складе, нарежем листы под ваш размер за один день.',
    image: 'banner-promo-roof',
  },
];

export interface DiscountSpec {
  title: string;
  image: BannerRef;
  categoryKey: string;
  /** Leaf categories the discounted products are drawn from. */
  sourceKeys: readonly string[];
}

export const DISCOUNTS: readonly DiscountSpec[] = [
  {
    title: 'Скидки на двери',
    image: 'banner-sale-doors',
    categoryKey: 'sale-doors',
    sourceKeys: ['doors-interior', 'doors-entrance', 'doors-hardware-handles', 'doors-hardware-locks'],
  },
  {
    title: 'Распродажа инструмента',
    image: 'banner-sale-tools',
    categoryKey: 'sale-tools',
    sourceKeys: [
      'tools-power-drills',
      'tools-power-hammers',
      'tools-power-grinders',
      'tools-hand-trowels',
      'tools-hand-hammers',
      'tools-hand-measure',
    ],
  },
];

/**
 * The demo store's delivery zones: the district around it free from a sum, farther places with a
 * minimum order. Staff change them in the admin panel ('Доставка').
 */
export const DEMO_DELIVERY_ZONES = [
  { name: 'Верхнехавский район', price: '500', freeFrom: '10000', minOrder: null, leadTime: 'завтра' },
  { name: 'п. Рамонь', price: '900', freeFrom: '20000', minOrder: '3000', leadTime: '2–3 дня' },
  { name: 'г. Воронеж', price: '1500', freeFrom: null, minOrder: '5000', leadTime: '2–3 дня' },
] as const;

// ---------------------------------------------------------------------------------------------
// Showcase goods: one of each calculator and goods sold by the metre
// ---------------------------------------------------------------------------------------------

/**
 * Goods the demo always has, whatever the seed: each takes the place of the first product of its leaf
 * category, so the counts stay as they are. A laminate by the pack and porcelain tiles by the m² in
 * whole packs (the room calculator), linoleum by the m² with a fractional stock, tile adhesive (the
 * dry-mix calculator), paint (the paint calculator) and a chain sold by the metre.
 */
export interface ShowcaseProduct {
  leafKey: string;
  name: string;
  description: string;
  price: number;
  unit: UnitName;
  image: ImageRef;
  code: string;
  /** the stock 1C gives, with decimals for goods sold by length or area */
  stock: number;
  weightKg: number | null;
  saleStep?: number;
  properties: readonly DemoProperty[];
}

export const SHOWCASE_PRODUCTS: readonly ShowcaseProduct[] = [
  {
    leafKey: 'flooring-laminate',
    name: 'Ламинат Egger Pro Classic 32 класс 8 мм, дуб Ривьера (1,996 м²)',
    description:
      'Ламинат для жилых комнат и коридоров, продаётся упаковками. Калькулятор на странице товара посчитает упаковки на комнату.',
    price: 1249,
    unit: 'упак',
    image: 'laminate-oak',
    code: 'EG',
    stock: 64,
    weightKg: 15.9,
    properties: specs({
      'Класс износостойкости': 32,
      'Толщина, мм': 8,
      'Площадь упаковки': '1,996 м²',
      'Досок в упаковке': 8,
    }),
  },
  {
    leafKey: 'flooring-tiles-porcelain',
    name: 'Керамогранит Estima Standard 60×60 см, серый матовый',
    description:
      'Керамогранит для пола в прихожей, кухне и на крыльце. Цена за м², продаётся целыми упаковками по 1,44 м².',
    price: 1190,
    unit: 'м²',
    image: 'tile-grey',
    code: 'ES',
    stock: 230.4,
    weightKg: 22,
    saleStep: 1.44,
    properties: specs({ 'Размер, см': '60×60', 'м² в упаковке': 1.44, 'Плиток в упаковке': 4 }),
  },
  {
    leafKey: 'flooring-linoleum',
    name: 'Линолеум бытовой Tarkett Гранд «дуб натуральный», ширина 3 м',
    description: 'Линолеум на вспененной основе, отрез любой длины. Цена за м².',
    price: 540,
    unit: 'м²',
    image: 'linoleum-beige',
    code: 'LN',
    stock: 86.35,
    weightKg: 2.1,
    properties: specs({ 'Ширина рулона, м': 3, 'Толщина, мм': 3 }),
  },
  {
    leafKey: 'mixes-tile-adhesive',
    name: 'Клей для плитки и керамогранита Ceresit CM 11 Pro 25 кг',
    description: 'Цементный клей для керамической плитки и керамогранита на пол и стены.',
    price: 590,
    unit: 'мешок',
    image: 'bag-orange',
    code: 'CE',
    stock: 120,
    weightKg: 25,
    properties: specs({ Расход: '1,4 кг/м² на 1 мм', Вес: '25 кг', 'Толщина слоя, мм': '2–10' }),
  },
  {
    leafKey: 'paints-interior',
    name: 'Краска интерьерная Tikkurila Harmony глубокоматовая, белая 2,5 л',
    description: 'Водно-дисперсионная краска для стен и потолков в жилых помещениях.',
    price: 1690,
    unit: 'шт',
    image: 'paint-can-white',
    code: 'TK',
    stock: 40,
    weightKg: 3.2,
    properties: specs({ Расход: '0,12 л/м²', Объём: '2,5 л', Блеск: 'глубокоматовая' }),
  },
  {
    leafKey: 'fasteners-anchors',
    name: 'Цепь сварная оцинкованная DIN 766, 5 мм',
    description: 'Цепь с короткими звеньями для грузов, ворот и ограждений. Отрезаем любой длины.',
    price: 189,
    unit: 'м',
    image: 'anchor-steel',
    code: 'CP',
    stock: 145.984,
    weightKg: 0.5,
    properties: specs({ 'Диаметр прутка, мм': 5, Покрытие: 'цинк', 'Разрывная нагрузка, кг': 1600 }),
  },
];
