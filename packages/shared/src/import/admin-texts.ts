/**
 * The admin import page: its blocks, progress, reports and past imports (the parsers' and the server's
 * messages: import/texts.ts). Kept apart from the domain's texts.ts, which TEXTS assembles, so the
 * storefront's first download does not carry them: they load with the admin pages (ADMIN_PAGES,
 * admin/pages.ts).
 */

export const IMPORT_ADMIN_PAGE = {
  // the title is the admin menu's item: TEXTS.admin.home
  blocks: {
    catalog: {
      title: 'Импорт категорий и товаров',
      text: 'Файл XLS, XLSX или XML; по желанию — вместе с категориями.',
    },
    import01: {
      title: 'Обновление из import0_1.xml',
      text: 'Обновляет существующие товары и добавляет новые.',
    },
    images: {
      title: 'Изображения товаров',
      text: 'ZIP-архив с папками выгрузки 1С, не более 5 ГБ; обработка идёт в фоне.',
    },
    prices: { title: 'Цены и остатки', text: 'XML-файл с ценой за единицу и количеством.' },
  },
  // the panel's controls and report (spec §2, §3 Import results); wording not given by the spec
  file: 'Файл',
  isCategorized: 'Импорт с категориями',
  isCategorizedHint:
    'Группы и разделы файла станут категориями; товары без группы попадут в «Без категории».',
  template: 'Скачать шаблон XLSX',
  submit: {
    catalog: 'Импортировать',
    import01: 'Обновить каталог',
    images: 'Загрузить архив',
    prices: 'Обновить цены и остатки',
  },
  working: 'Идёт импорт...',
  uploaded: (percent: number) => `Файл загружен на ${percent} %`,
  uploadProgress: 'Загрузка файла на сервер',
  jobProgress: 'Обработка на сервере',
  serverWorking: 'Файл загружен, сервер обрабатывает его. Ход импорта виден и в списке прошлых импортов.',
  statuses: { queued: 'В очереди', running: 'Выполняется', completed: 'Готово', failed: 'Ошибка' },
  phases: { checking: 'Проверка файла', applying: 'Запись в каталог', finishing: 'Завершение' },
  phaseAt: (phase: string, percent: number) => `${phase}: ${percent} %`,
  kinds: {
    commerceml: 'Каталог из 1С (XML)',
    spreadsheet: 'Каталог из таблицы (XLS, XLSX)',
    images: 'Изображения (ZIP)',
    prices: 'Цены и остатки (XML)',
  },
  report: {
    title: 'Отчёт об импорте',
    of: (file: string) => `Отчёт об импорте файла «${file}»`,
    processed: 'Обработано записей',
    created: 'Создано товаров',
    updated: 'Обновлено товаров',
    unpublished: 'Снято с публикации',
    skipped: 'Без изменений',
    categoriesCreated: 'Создано категорий',
    /** issue 27: `report.measures` */
    measuresWeight: 'Товаров с весом из 1С',
    measuresLength: 'Товаров с длиной из 1С',
    measuresSaleRule: 'Товаров с шагом или минимумом продажи из 1С',
    /** a pictures archive: what became of its files */
    pictures: {
      applied: 'Новых изображений',
      unchanged: 'Изображений без изменений',
      unmatched: 'Файлов без товара',
      unreadable: 'Файлов не прочитано',
      extra: 'Вторых и следующих картинок товаров (на сайте показывается одна)',
    },
    /** a price list: what did not get into the shop, shown first */
    losses: 'Загружено не всё',
    problems: (count: number) => `Предупреждения и ошибки: ${count}`,
    noProblems: 'Замечаний нет.',
    showAll: (count: number) => `Показать все (${count})`,
    showFirst: (count: number) => `Показать только первые ${count}`,
    omitted: (count: number) => `Ещё ${count} — не сохранены в отчёте, чтобы он оставался небольшим.`,
    sheet: (sheet: string) => `лист «${sheet}»`,
    line: (line: number) => `строка ${line}`,
    id: (id: string) => `Ид ${id}`,
  },
  images: {
    tracking: 'Архив обрабатывается в фоне; статус проверяется каждые 3 секунды.',
    progress: (files: number, count: number) =>
      `Обработано файлов: ${files}, товаров с новыми изображениями: ${count}`,
  },
  history: {
    title: 'Прошлые импорты',
    empty: 'Импортов пока не было.',
    loadFailed: 'Не удалось загрузить список импортов',
    open: (file: string) => `Открыть отчёт: ${file}`,
    noFile: 'без файла',
    summary: (processed: number, created: number, updated: number, unpublished: number) =>
      `обработано ${processed} · создано ${created} · обновлено ${updated} · скрыто ${unpublished}`,
  },
  /** the check of a file before its import (blocks 1, 2 and 4): what will be read and what will happen */
  preview: {
    check: 'Проверить файл',
    checking: 'Проверяем файл...',
    title: (file: string) => `Проверка файла «${file}»`,
    expires: (time: string) => `Проверка хранится до ${time}.`,
    apply: 'Загрузить',
    cancelFailed: 'Не удалось отменить загрузку',
    /** «Без изменений» is the report's `skipped` */
    plan: {
      title: 'Что произойдёт',
      created: 'Будет создано товаров',
      updated: 'Будет обновлено товаров',
      hidden: 'Будет скрыто товаров',
      withoutPrice: 'Товаров без цены (не будут продаваться)',
    },
    warnings: 'Замечания',
    sheet: (name: string) => `Лист «${name}»`,
    headerRow: (row: number) => `Заголовок в строке ${row}`,
    noHeader: 'Заголовок не найден',
    skipped: (reason: string) => `Лист не будет загружен: ${reason}`,
    remembered: 'Колонки взяты из сохранённых настроек для таких заголовков.',
    columnsTitle: 'Какая колонка что содержит',
    notLoaded: 'не загружать',
    column: (label: string, index: number) => `${label || 'без заголовка'} (колонка ${index + 1})`,
    /** the columns' names; name, article and description are the product form's own */
    fields: {
      price: 'Цена',
      stock: 'Остаток',
      unit: 'Единица',
      category: 'Категория',
      barcode: 'Штрихкод',
    },
    sampleTitle: 'Первые строки так, как они будут прочитаны',
    sampleRow: 'Строка',
    noSample: 'Товаров на листе не найдено.',
    missingColumns: (names: string) => `Не найдены колонки: ${names}. Выберите их выше, если они есть.`,
    sampleChanged: 'После смены колонок строки прочитаются по-новому при загрузке.',
    counts: (groups: number, products: number, offers: number) =>
      `Групп: ${groups}, товаров: ${products}, предложений: ${offers}`,
    priceTypes: 'Тип цен для сайта (розничный)',
    priceTypeOption: (name: string, offers: number) => `${name} — цен: ${offers}`,
    unnamed: (id: string) => `Без названия (Ид ${id})`,
    priceTypeRemembered: 'Выбран в сохранённых настройках.',
    warehouses: 'Склады, остатки которых идут на сайт',
    allWarehouses: 'Все склады',
    chooseWarehouses: 'Выбрать склады',
    warehouseOption: (name: string, offers: number, total: string) =>
      `${name} — позиций: ${offers}, всего: ${total}`,
    noWarehouseChosen: 'Выберите хотя бы один склад.',
  },
  /** 'Сохранённые настройки импорта': the remembered choices, each with its reset */
  choices: {
    title: 'Сохранённые настройки импорта',
    empty: 'Сохранённых настроек нет: импорт выбирает тип цен, склады и колонки сам.',
    loadFailed: 'Не удалось загрузить сохранённые настройки',
    reset: 'Сбросить',
    resetLabel: (description: string) => `Сбросить: ${description}`,
    resetFailed: 'Не удалось сбросить настройку',
    updated: (date: string) => `Сохранено ${date}`,
  },
  deleteAll: {
    button: 'Удалить все товары и категории',
    title: 'Удаление всех товаров и категорий',
    warning:
      'Все товары и категории будут удалены без возможности восстановления. Товары из заказов скроются с витрины, история заказов сохранится.',
    passwordPrompt: 'Для подтверждения введите свой пароль администратора.',
    password: 'Пароль администратора',
    confirm: 'Удалить всё',
  },
} as const;
