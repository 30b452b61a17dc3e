/**
 * Every Russian message of the import parsers (CommerceML from 1C, .xls/.xlsx price lists): warnings
 * and errors of the import report, read by shop staff. The report item already carries the file, line,
 * sheet and Ид, so a message names them only when it stands alone (a refused file).
 */
import { pluralRu } from '../common/plural.js';

/** At most `shown` values, then 'и ещё N'. */
function listSome(values: readonly string[], shown = 10): string {
  const head = values.slice(0, shown).join(', ');
  return values.length > shown ? `${head} и ещё ${values.length - shown}` : head;
}

/** A 1C Ид staff can still tell apart: a GUID's first group ('cbcf496f…'); a short Ид as it is. */
export function shortExternalId(id: string): string {
  const product = id.split('#')[0]!;
  return product.length > 12 ? `${product.slice(0, 8)}…` : product;
}

/**
 * A product as staff know it: 'Дверь «Оптима» (Ид cbcf496f…)'; 'товар с Ид cbcf496f…' while its name
 * is not known (an offer for a product the catalogue lacks).
 */
export const importProductLabel = (name: string | null, id: string) =>
  name ? `${name} (Ид ${shortExternalId(id)})` : `товар с Ид ${shortExternalId(id)}`;

/** 'Скрыты с витрины: без цены — 27 товаров; …', or that every product shows; null for a report without counts. */
export function hiddenGoodsSummary(
  hidden: { noPrice: number; withdrawn: number; noCategory: number } | undefined,
): string | null {
  if (!hidden) return null;
  const t = IMPORT_TEXTS.hidden;
  const parts = [
    hidden.noPrice > 0 ? t.noPrice(hidden.noPrice) : null,
    hidden.withdrawn > 0 ? t.withdrawn(hidden.withdrawn) : null,
    hidden.noCategory > 0 ? t.noCategory(hidden.noCategory) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? t.summary(parts) : t.none;
}

/** '27 товаров' */
const goods = (count: number) => `${count} ${pluralRu(count, 'товар', 'товара', 'товаров')}`;

/** 'на листе «А»', 'на листах «А», «Б»'. */
const onSheets = (sheets: readonly string[]) =>
  `${sheets.length === 1 ? 'на листе' : 'на листах'} ${listSome(sheets.map((sheet) => `«${sheet}»`))}`;

/** 'лист «Меню» — оглавление…; листы «А», «Б» — …': sheets grouped by why they were not read. */
function sheetReasons(sheets: readonly { name: string; reason: string }[]): string {
  const byReason = new Map<string, string[]>();
  for (const { name, reason } of sheets) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  return [...byReason]
    .map(([reason, names]) => {
      const list = listSome(
        names.map((name) => `«${name}»`),
        50,
      );
      return `${names.length === 1 ? 'лист' : 'листы'} ${list} — ${reason}`;
    })
    .join('; ');
}

const where = (file: string, line?: number) => (line ? `Файл «${file}», строка ${line}` : `Файл «${file}»`);

export const IMPORT_TEXTS = {
  /** the admin import panel's results and failures (spec §8) */
  panel: {
    xmlFailed: 'Ошибка при импорте XML',
    import01Failed: 'Ошибка при импорте import0_1',
    pricesFailed: 'Ошибка при обновлении цен и остатков',
    deleteAllFailed: 'Ошибка при удалении товаров и категорий',
    // wording not given by the spec
    done: (processed: number, categories: number) =>
      `Импорт завершён. Обработано записей: ${processed}, создано категорий: ${categories}`,
    pricesDone: (updated: number) => `Цены и остатки обновлены. Обновлено товаров: ${updated}`,
    deleteAllDone: 'Все товары и категории удалены',
    templateFailed: 'Не удалось скачать шаблон. Попробуйте ещё раз.',
  },
  /** the pictures archive's upload (spec §8 image-upload messages) */
  imageUpload: {
    networkError: 'Сетевая ошибка. Попробуйте снова с тем же файлом',
    timeout: 'Превышено время ожидания (120 минут). Попробуйте снова с тем же файлом',
    notFound: 'Загрузка не найдена. Сброс состояния.',
    statusCheckFailed: 'Ошибка проверки статуса загрузки. Повторная попытка...',
    stalled: 'Загрузка застопорилась. Пожалуйста, попробуйте снова.',
    failed: (error: string) => `Ошибка загрузки: ${error}`,
    // wording not given by the spec
    queued: 'Архив загружен и поставлен в очередь на обработку',
    done: (files: number) => `Импорт изображений завершён. Обработано файлов: ${files}`,
  },
  /** The pictures archive's job: the upload's checks, why an archive is refused, the report's warnings. */
  pictures: {
    uploadIdInvalid:
      'Не указан идентификатор загрузки (uploadId): до 64 латинских букв, цифр, знаков «-» и «_».',
    uploadIdTaken: 'Загрузка с таким идентификатором уже есть. Выберите файл и начните загрузку заново.',
    notZip: (file: string) => `Файл «${file}» не является ZIP-архивом.`,
    damaged: (file: string) =>
      `Архив «${file}» повреждён или загружен не полностью. Упакуйте папку с картинками заново и загрузите ещё раз.`,
    badName: (name: string) =>
      `Архив отклонён: в имени файла «${name}» есть служебные символы. Упакуйте папку с картинками заново.`,
    absolutePath: (name: string) =>
      `Архив отклонён: путь «${name}» абсолютный (начинается с «/» или с буквы диска). В архиве должны быть только папки выгрузки 1С (import_files).`,
    unsafePath: (name: string) =>
      `Архив отклонён: путь «${name}» выходит за пределы архива («..»). Такие архивы небезопасны; упакуйте папку с картинками заново.`,
    symlink: (name: string) =>
      `Архив отклонён: «${name}» — символическая ссылка, а не файл. Упакуйте сами картинки, без ссылок.`,
    encrypted: (name: string) =>
      `Архив отклонён: файл «${name}» защищён паролем. Упакуйте картинки без пароля.`,
    tooManyEntries: (max: number) =>
      `Архив отклонён: в нём больше ${max} файлов и папок. Разделите картинки на несколько архивов.`,
    tooLargeUnpacked: (gigabytes: number) =>
      `Архив отклонён: распакованные файлы заняли бы больше ${gigabytes} ГБ. Разделите картинки на несколько архивов.`,
    packedTooTightly: (name: string, ratio: number) =>
      `Архив отклонён: файл «${name}» сжат больше чем в ${ratio} раз. Картинки так не сжимаются — это похоже на «zip-бомбу». Упакуйте папку с картинками заново.`,
    unpacksLarger: (name: string) =>
      `Архив отклонён: файл «${name}» распаковывается в больше байт, чем указано в самом архиве. Так выглядит «zip-бомба»; упакуйте папку с картинками заново.`,
    unmatched:
      'Ни у одного товара нет этой картинки (ни по пути «Картинка» из 1С, ни по имени файла, Ид или артикулу); файл пропущен.',
    notPicture: 'Файл не является картинкой JPEG, PNG, WebP, AVIF или GIF; пропущен.',
    unreadable:
      'Картинку не удалось прочитать: файл повреждён или формат не поддерживается. У товаров оставлены прежние картинки.',
    entryDamaged:
      'Файл в архиве повреждён (не совпадает контрольная сумма); у товаров оставлены прежние картинки.',
    entryTooLarge: (megabytes: number) =>
      `Картинка больше ${megabytes} МБ; пропущена, у товаров оставлены прежние картинки.`,
    unsupportedCompression:
      'Файл сжат неподдерживаемым способом (поддерживаются Deflate и хранение без сжатия); пропущен.',
  },
  /** POST /api/import/delete-all */
  deleteAll: {
    wrongPassword: 'Неверный пароль',
  },
  /** Import jobs (spec §3 Import results): why a job failed, what the report could not list. */
  /**
   * What the storefront hides after an import, counted over the whole catalogue with the storefront's
   * rule (a product shows while it is published; one without a category shows only in search).
   */
  hidden: {
    summary: (parts: readonly string[]) => `Скрыты с витрины: ${parts.join('; ')}.`,
    noPrice: (count: number) => `без цены — ${goods(count)}`,
    withdrawn: (count: number) =>
      `сняты с продажи (пометка удаления в 1С или скрыты вручную) — ${goods(count)}`,
    noCategory: (count: number) => `без категории, видны только в поиске — ${goods(count)}`,
    none: 'Все товары каталога видны на витрине.',
  },
  jobs: {
    interrupted: (attempts: number) =>
      `Импорт прерван: сервер перезапускался во время загрузки (попыток: ${attempts}). Каталог оставлен в состоянии после последней завершённой части; загрузите файл ещё раз — повторная загрузка того же файла ничего не задвоит.`,
    fileMissing: (file: string) =>
      `Файл «${file}» не найден на сервере, поэтому импорт не продолжен. Загрузите файл ещё раз.`,
    internal:
      'Импорт прерван из-за ошибки сервера. Часть, на которой он остановился, не записана; повторная загрузка того же файла ничего не задвоит.',
    notCatalog: (file: string) =>
      `Файл «${file}» не содержит каталога товаров (групп или товаров). Цены и остатки (offers.xml) загружаются в блоке «Цены и остатки».`,
    notSpreadsheet: (file: string) => `Файл «${file}» не является таблицей Excel (.xls или .xlsx).`,
    unknownGroup: (groupId: string) =>
      `Группа ${groupId} не найдена ни в файле, ни в каталоге сайта; товар оставлен без группы из 1С.`,
  },
  /** Prices and stock from offers.xml (and split prices*.xml / rests*.xml): the report's warnings. */
  prices: {
    notOffers: (file: string) =>
      `Файл «${file}» не содержит предложений (цен и остатков). Каталог товаров (import.xml) загружается в блоке импорта каталога.`,
    unknownProduct:
      'Товар с таким Ид не найден на сайте; предложение пропущено. Сначала загрузите каталог (import.xml) с этим товаром.',
    noPriceOfType: (priceType: string) =>
      `В предложении нет цены типа «${priceType}»; цена на сайте не изменена.`,
    variantsMerged: (offers: number) =>
      `${offers} ${pluralRu(offers, 'предложение-вариант', 'предложения-варианта', 'предложений-вариантов')} (Ид вида «товар#характеристика») объединены в один товар сайта: остаток — сумма по вариантам, цена — наименьшая из цен вариантов.`,
    priceTypeByUse: (priceTypeId: string) =>
      `В файле нет списка типов цен (ТипыЦен); использован единственный тип цен из предложений — Ид ${priceTypeId}.`,
    priceTypeUnknown: (ids: readonly string[]) =>
      `В файле нет списка типов цен (ТипыЦен), а в предложениях несколько типов цен: ${listSome(ids)}. Выберите нужный тип цен в админ-панели, в сохранённых настройках импорта, и повторите загрузку.`,
  },
  /** Errors that refuse a whole XML file. */
  xml: {
    doctype: (file: string, line?: number) =>
      `${where(file, line)}: файл отклонён, потому что содержит объявление DOCTYPE. 1С такие файлы не выгружает, а через DOCTYPE возможны атаки (XXE, «бомбы» из сущностей). Выгрузите файл из 1С заново.`,
    undefinedEntity: (file: string, line: number) =>
      `${where(file, line)}: файл отклонён — в нём есть неизвестная XML-сущность (допустимы только &amp;, &lt;, &gt;, &quot;, &apos; и числовые коды символов).`,
    notXml: (file: string) =>
      `${where(file)}: это не XML-файл. Загрузите файл обмена, выгруженный из 1С (import.xml, offers.xml).`,
    truncated: (file: string, line: number, element: string | null) =>
      element
        ? `${where(file, line)}: файл обрывается — не закрыт элемент <${element}>. Вероятно, файл загрузился не полностью; выгрузите и загрузите его заново.`
        : `${where(file, line)}: файл обрывается. Вероятно, файл загрузился не полностью; выгрузите и загрузите его заново.`,
    malformed: (file: string, line: number, detail: string) =>
      `${where(file, line)}: ошибка в разметке XML (${detail}). Файл не обработан.`,
    notCommerceMl: (file: string, root: string) =>
      `${where(file)}: это не файл обмена CommerceML — корневой элемент <${root}> вместо <КоммерческаяИнформация>.`,
    tooDeep: (file: string, line: number, max: number) =>
      `${where(file, line)}: файл отклонён — вложенность элементов больше ${max}.`,
    textTooLong: (file: string, line: number, maxChars: number) =>
      `${where(file, line)}: файл отклонён — текст одного элемента длиннее ${maxChars} символов.`,
    tooManyElements: (file: string, line: number, max: number) =>
      `${where(file, line)}: файл отклонён — в нём больше ${max} элементов.`,
    recordTooLarge: (file: string, line: number, max: number) =>
      `${where(file, line)}: файл отклонён — в одной записи (товаре, предложении, списке групп или свойств) больше ${max} элементов.`,
    readFailed: (file: string, reason: string) => `${where(file)}: не удалось прочитать файл (${reason}).`,
    /** Details for `malformed`, translated from the XML parser's English. */
    details: {
      disallowedCharacter: 'недопустимый символ',
      unexpectedEnd: 'неожиданный конец файла',
      closeTagMismatch: 'закрывающий тег не соответствует открывающему',
      textOutsideRoot: 'текст вне корневого элемента',
      severalRoots: 'несколько корневых элементов',
      badEntity: 'некорректная ссылка на символ (&…;)',
      badAttribute: 'некорректный атрибут',
      badTagName: 'некорректное имя тега или символ «<» в тексте',
      other: 'нарушена структура документа',
    },
  },
  /** Warnings while reading an XML file that is still processed. */
  xmlWarnings: {
    controlCharacters: (count: number) =>
      `Невидимых управляющих символов, недопустимых в XML: ${count}; они заменены пробелами.`,
    encodingGuessed: (declared: string, used: string) =>
      `Кодировка файла не совпадает с объявленной (${declared}); файл прочитан как ${used}. Проверьте русские буквы в названиях.`,
  },
  commerceml: {
    productWithoutId: 'Товар без идентификатора (Ид) пропущен.',
    productWithoutName: 'Товар без наименования пропущен.',
    duplicateProduct: (firstLine: number) =>
      `Товар встречается в файле повторно (впервые — в строке ${firstLine}); будут использованы данные последнего вхождения.`,
    duplicateOffer: (firstLine: number) =>
      `Предложение встречается в файле повторно (впервые — в строке ${firstLine}); будут использованы данные последнего вхождения.`,
    emptyOffer: 'Пустое предложение (без Ид) пропущено.',
    articleClash: (article: string, products: readonly string[]) =>
      `Артикул «${article}» указан у ${products.length} ${pluralRu(products.length, 'товара', 'товаров', 'товаров')}: ${listSome(products)}. Товары загружены; артикул на сайте у них будет одинаковым.`,
    unknownPropertyValue: (property: string, valueId: string) =>
      `Свойство «${property}»: значение ${valueId} не найдено в справочнике свойства; значение пропущено (дальше такие повторы не сообщаются).`,
    unknownProperty: (propertyId: string) =>
      `Свойство ${propertyId} не описано в классификаторе (Свойства); его значения пропущены (дальше такие повторы не сообщаются).`,
    groupWithoutId: (name: string) => `Группа «${name}» без идентификатора (Ид) пропущена.`,
    groupWithoutName: (id: string) => `Группа ${id} без наименования пропущена.`,
    duplicateGroup: (id: string, firstLine: number) =>
      `Группа с Ид ${id} встречается повторно (впервые — в строке ${firstLine}); будут использованы данные последнего вхождения.`,
    unsafeImagePath: (path: string) =>
      `Путь к картинке «${path}» некорректен (выходит за папку выгрузки); картинка пропущена.`,
    unknownUnit: (code: string) =>
      `Единица измерения с кодом «${code}» без наименования не распознана; единица не указана (дальше такие повторы не сообщаются).`,
    priceTypeWithoutId: (name: string) => `Тип цен «${name}» без идентификатора (Ид) пропущен.`,
    warehouseWithoutId: (name: string) => `Склад «${name}» без идентификатора (Ид) пропущен.`,
    duplicatePriceOfType: (priceTypeId: string, kept: string, ignored: string) =>
      `У предложения две цены одного типа (${priceTypeId}): ${kept} и ${ignored}; использована первая.`,
    emptyPrice: (priceTypeId: string) => `Пустая цена типа ${priceTypeId}; цена не загружена.`,
    badPrice: (value: string) => `Цена «${value}» не распознана как число; цена не загружена.`,
    negativePrice: (value: string) => `Отрицательная цена «${value}»; цена не загружена.`,
    unitPackage: (coefficient: string) =>
      `В единице измерения указана упаковка (коэффициент пересчёта ${coefficient}); сайт продаёт в базовой единице, упаковка не загружена (дальше такие повторы не сообщаются).`,
    priceWithoutType: 'Цена без типа цен (ИдТипаЦены) пропущена.',
    priceCoefficient: (coefficient: string) =>
      `Цена указана за упаковку (коэффициент ${coefficient}), а не за базовую единицу; проверьте цену на сайте.`,
    badQuantity: (value: string) => `Количество «${value}» не распознано как число; пропущено.`,
    negativeStock: (value: string) => `Отрицательный остаток «${value}» загружен как 0.`,
    stockWithoutWarehouse: 'Остаток на складе без идентификатора склада (ИдСклада) пропущен.',
    restsWithoutAmount:
      'В предложении есть элемент Остаток (Остатки), но в нём не указано количество; остаток из него не загружен.',
  },
  priceType: {
    noneInFile:
      'В выгрузке нет ни одного типа цен (ТипыЦен). Проверьте в 1С настройки обмена: в узле обмена должен быть выбран хотя бы один вид цен.',
    notFoundById: (id: string, available: string) =>
      `Тип цен с Ид ${id}, указанный в настройках импорта, отсутствует в выгрузке. Доступные типы цен: ${available}. Выберите один из них в настройках импорта.`,
    notFoundByName: (name: string, available: string) =>
      `Тип цен «${name}», указанный в настройках импорта, отсутствует в выгрузке. Доступные типы цен: ${available}. Выберите один из них в настройках импорта.`,
    ambiguous: (available: string) =>
      `В выгрузке несколько типов цен, и непонятно, какой из них розничный: ${available}. Укажите нужный тип цен (по названию или Ид) в настройках импорта и повторите загрузку.`,
    /** One entry of the `available` list. */
    entry: (name: string, id: string) => `«${name}» (Ид ${id})`,
    firstOfSeveralRetail: (chosen: string, others: string) =>
      `В выгрузке несколько розничных типов цен; цены загружены по первому из них — ${chosen}. Не использованы: ${others}. Другой тип цен можно выбрать в админ-панели, в сохранённых настройках импорта: выбор запомнится для следующих загрузок и обмена с 1С.`,
  },
  /** choices staff made for a kind of file, remembered for the next import (the panel's import settings) */
  choices: {
    priceType: (chosen: string, among: string) => `Тип цен ${chosen} — для выгрузок с типами цен ${among}`,
    warehouses: (chosen: string, among: string) =>
      `Остатки только по складам ${chosen} — для выгрузок со складами ${among}`,
    spreadsheetMapping: 'Соответствие колонок прайс-листа',
    spreadsheetMappingOf: (fileName: string, sheets: readonly string[]) =>
      `Колонки прайс-листа как в файле «${fileName}»${sheets.length > 0 ? ` (листы ${sheets.map((sheet) => `«${sheet}»`).join(', ')})` : ''}`,
    /** one price type or warehouse of a list */
    option: (name: string, id: string) => (name ? `«${name}» (Ид ${id})` : `Ид ${id}`),
    notFound: 'Сохранённая настройка импорта не найдена — возможно, её уже сбросили.',
    resetDone: 'Настройка импорта сброшена: следующий импорт выберет по правилам.',
    idInvalid: 'Неверный номер сохранённой настройки импорта.',
    listRequired: 'Перечислите типы цен (склады) выгрузки — хотя бы один.',
    idRequired: 'Укажите Ид.',
    repeatedIds: (ids: readonly string[]) => `Ид повторяются в списке: ${listSome(ids)}.`,
    priceTypeNotAmong: (id: string) =>
      `Тип цен с Ид ${id} не входит в перечисленные типы цен выгрузки. Выберите один из них.`,
    warehousesNotAmong: (ids: readonly string[]) =>
      `Склады с Ид ${listSome(ids)} не входят в перечисленные склады выгрузки. Выберите из них.`,
    warehousesRequired: 'Выберите хотя бы один склад.',
    stockByWarehouses: (chosen: string) =>
      `Остатки посчитаны только по складам, выбранным в настройках импорта: ${chosen}.`,
  },
  /** the check of a file before its import (the panel's preview) */
  preview: {
    notFound: 'Проверка файла не найдена или устарела (хранится сутки). Загрузите файл ещё раз.',
    cancelled: 'Загрузка отменена, файл удалён.',
    noNameColumn: 'Выберите колонку с названием товара хотя бы на одном листе — без неё товары не загрузить.',
    notSpreadsheet: 'Колонки выбираются только для таблиц Excel.',
    offersForUnknown: (count: number) =>
      `Предложений для товаров, которых нет на сайте: ${count}. Сначала загрузите каталог (import.xml).`,
    noPriceType: 'Не удалось выбрать тип цен: выберите розничный тип цен.',
    mappingRemembered: 'Колонки прайс-листа взяты из сохранённых настроек импорта для таких заголовков.',
  },
  spreadsheet: {
    unreadable: (file: string) =>
      `Файл «${file}» не удалось прочитать как таблицу Excel (.xls или .xlsx). Сохраните его в Excel заново и повторите загрузку.`,
    noSheets: (file: string) => `В файле «${file}» нет листов с данными.`,
    noRows: (file: string) =>
      `В файле «${file}» не найдено ни одного товара. Нужна строка заголовков с колонкой «Наименование» и строки товаров под ней; образец можно скачать в админ-панели.`,
    noName: 'Строка без наименования, но с другими данными пропущена.',
    badPrice: (value: string) => `Цена «${value}» не распознана как число; цена не загружена.`,
    negativePrice: (value: string) => `Отрицательная цена «${value}»; цена не загружена.`,
    badStock: (value: string) => `Остаток «${value}» не распознан; остаток не загружен.`,
    negativeStock: (value: string) => `Отрицательный остаток «${value}» загружен как 0.`,
    cellError: (column: string) => `В колонке «${column}» ошибка формулы; значение не загружено.`,
    sectionSkipped: (title: string) =>
      `Строка «${title}» похожа на заголовок раздела и пропущена. Если разделы — это категории товаров, отметьте «Импорт с категориями».`,
    tooLarge: (maxMegabytes: number) =>
      `Таблица слишком большая: таблицы Excel принимаются до ${maxMegabytes} МБ. Разделите прайс-лист на несколько файлов или выгрузите каталог из 1С в XML.`,
    priceTooLarge: (rubles: string) => `Цена ${rubles} ₽ слишком большая; цена не загружена.`,
    stockWithoutCount: (rows: number) =>
      `В ${rows} ${pluralRu(rows, 'строке', 'строках', 'строках')} наличие указано без количества («есть», «в наличии»): товарам с нулевым остатком записан остаток 1, остальным остаток не изменён.`,
    matchedByName: (productId: number, category: string | null) =>
      `Товар найден на сайте по наименованию${category ? ` в категории «${category}»` : ''} (ID ${productId}): в строке нет артикула или он не совпал ни с одним товаром. Проверьте, что это тот же товар.`,
    articleAmbiguous: (article: string, products: number) =>
      `Артикул «${article}» есть у ${products} ${pluralRu(products, 'товара', 'товаров', 'товаров')} на сайте, поэтому товар искали по наименованию в категории.`,
    articleRepeated: (article: string) =>
      `Артикул «${article}» указан в файле у товаров с разными наименованиями, поэтому товар искали по наименованию в категории.`,
    repeatedRow: (sheet: string, row: number) =>
      `Этот товар уже встречался в файле (лист «${sheet}», строка ${row}); значения строк объединены, при расхождении взяты из последней.`,
    /** why nothing was read from a sheet (the refusal of a file without goods, the report, the preview) */
    sheetSkipped: {
      hidden: 'скрыт в Excel',
      empty: 'пустой',
      menu: 'оглавление со ссылками на другие листы, товаров нет',
      noHeader:
        'в первых 30 строках нет строки заголовков с колонкой наименования («Наименование», «Номенклатура», «Товар», «Назва», «Найменування»)',
      noNameColumn: 'не выбрана колонка с наименованием товара',
      noGoods: 'под строкой заголовков нет ни одного товара',
    },
    /** A workbook without goods is refused: each sheet and why it was not read. */
    noGoods: (file: string, sheets: readonly { name: string; reason: string }[]) =>
      `В файле «${file}» не найдено ни одного товара: ${sheetReasons(sheets)}. Нужна строка заголовков с колонкой «Наименование» и строки товаров под ней; образец можно скачать в админ-панели.`,
    /** The report's first lines: what the file held that did not get into the shop. */
    losses: {
      noPriceColumn: (sheets: readonly string[]) =>
        `Не найдена колонка с ценой («Цена», «Цена розн.», «РРЦ», «Ціна», «Роздрібна», «РР») ${onSheets(sheets)}: товары загружены без цены и не продаются, пока цена не указана.`,
      noStockColumn: (sheets: readonly string[]) =>
        `Не найдена колонка с остатком («Остаток», «Кол-во», «Наличие», «Залишок», «Кількість», «Наявність») ${onSheets(sheets)}: остатки не загружены, новые товары созданы с остатком 0.`,
      sheetsSkipped: (sheets: readonly { name: string; reason: string }[]) =>
        `Не загружены: ${sheetReasons(sheets)}.`,
      rowsUnread: (rows: number, examples: readonly { sheet: string; row: number; text: string }[]) =>
        `Не прочитано строк с данными: ${rows} — в них нет наименования товара. Например: ${examples.map((e) => `лист «${e.sheet}», строка ${e.row} («${e.text}»)`).join('; ')}.`,
      sectionsSkipped: (rows: number) =>
        `${rows} ${pluralRu(rows, 'строка-раздел не загружена', 'строки-раздела не загружены', 'строк-разделов не загружены')} как категории. Если разделы — это категории товаров, отметьте «Импорт с категориями» и загрузите файл ещё раз.`,
      createdWithoutPrice: (products: number) =>
        `${products} ${pluralRu(products, 'товар создан', 'товара создано', 'товаров создано')} без цены: в магазине они не показываются и не продаются, пока у них нет цены.`,
    },
  },
  template: {
    /** the download's name (Content-Disposition filename*), and its ASCII stand-in for old clients */
    fileName: 'Шаблон импорта.xlsx',
    asciiFileName: 'shablon-importa.xlsx',
    sheetName: 'Товары',
    headers: {
      category: 'Категория',
      name: 'Наименование',
      article: 'Артикул',
      price: 'Цена',
      stock: 'Остаток',
      unit: 'Ед. изм.',
      description: 'Описание',
    },
    examples: [
      {
        category: 'Сухие смеси / Цемент',
        name: 'Цемент М500 Д0, 50 кг',
        article: 'ЦМ-500-50',
        price: '520,00',
        stock: '120',
        unit: 'мешок',
        description: 'Портландцемент без добавок. Для фундаментов и бетона высоких марок.',
      },
      {
        category: 'Крепёж',
        name: 'Саморез по дереву 3,5×35, 200 шт.',
        article: 'СД-3535',
        price: '189,90',
        stock: 'есть',
        unit: 'упак',
        description: 'Чёрный фосфатированный, потайная головка.',
      },
    ],
  },
};
