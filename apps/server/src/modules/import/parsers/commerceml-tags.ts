/**
 * The names of CommerceML elements and attributes the import reads and the orders exchange writes.
 * CommerceML is 1C's XML exchange format ("Обмен с сайтом"); schema versions 2.03–2.10 are read alike,
 * elements matched by local name whatever the namespace. The names are Russian in every version; the
 * keys here are English so that code reads as what it means.
 */
export const TAG = Object.freeze({
  // -- Document root (import.xml, offers.xml, orders)
  root: 'КоммерческаяИнформация',
  /** attribute of the root */
  schemaVersion: 'ВерсияСхемы',
  /** attribute of the root */
  generatedAt: 'ДатаФормирования',
  /** attribute of Каталог and ПакетПредложений: false for a full export */
  onlyChanges: 'СодержитТолькоИзменения',

  // -- Common to records
  id: 'Ид',
  name: 'Наименование',
  /** element ПолноеНаименование (product 2.08+, counterparty) */
  fullName: 'ПолноеНаименование',
  article: 'Артикул',
  quantity: 'Количество',
  value: 'Значение',
  currency: 'Валюта',
  sum: 'Сумма',
  /** attribute Статус="Удален" (2.0x) */
  status: 'Статус',
  /** element (2.08+) or requisite */
  deletionMark: 'ПометкаУдаления',
  requisiteValues: 'ЗначенияРеквизитов',
  requisiteValue: 'ЗначениеРеквизита',

  // -- Catalogue: Классификатор (groups, properties) and Каталог (products)
  classifier: 'Классификатор',
  groups: 'Группы',
  group: 'Группа',
  properties: 'Свойства',
  property: 'Свойство',
  valueType: 'ТипЗначений',
  valueVariants: 'ВариантыЗначений',
  dictionary: 'Справочник',
  valueId: 'ИдЗначения',
  catalog: 'Каталог',
  products: 'Товары',
  product: 'Товар',
  description: 'Описание',
  picture: 'Картинка',
  barcode: 'Штрихкод',
  barcodes: 'Штрихкоды',
  /** element (2.08+) or requisite */
  productType: 'ТипНоменклатуры',
  propertyValues: 'ЗначенияСвойств',
  propertyValue: 'ЗначенияСвойства',
  baseUnit: 'БазоваяЕдиница',
  /** element of a product (2.08+): the weight of one base unit, kg */
  weight: 'Вес',
  /** child of БазоваяЕдиница: a package of the unit (Единица, Коэффициент) */
  unitRecount: 'Пересчет',
  /** attributes of БазоваяЕдиница */
  unitCode: 'Код',
  unitShortName: 'НаименованиеКраткое',
  unitFullName: 'НаименованиеПолное',
  unitInternational: 'МеждународноеСокращение',

  // -- Offers: ПакетПредложений (prices, stock)
  offersPackage: 'ПакетПредложений',
  offersPackageChanges: 'ИзмененияПакетаПредложений',
  offers: 'Предложения',
  offer: 'Предложение',
  priceTypes: 'ТипыЦен',
  priceType: 'ТипЦены',
  prices: 'Цены',
  price: 'Цена',
  priceTypeId: 'ИдТипаЦены',
  unitPrice: 'ЦенаЗаЕдиницу',
  coefficient: 'Коэффициент',
  warehouses: 'Склады',
  warehouse: 'Склад',
  /** attributes of an offer's Склад (2.0x) */
  warehouseId: 'ИдСклада',
  warehouseQuantity: 'КоличествоНаСкладе',
  rests: 'Остатки',
  rest: 'Остаток',
  characteristics: 'ХарактеристикиТовара',
  characteristic: 'ХарактеристикаТовара',

  // -- Documents: orders, both ways
  /** holds the documents in CommerceML 2.09+ and 3 */
  container: 'Контейнер',
  document: 'Документ',
  number: 'Номер',
  date: 'Дата',
  time: 'Время',
  operation: 'ХозОперация',
  role: 'Роль',
  rate: 'Курс',
  comment: 'Комментарий',
  counterparties: 'Контрагенты',
  counterparty: 'Контрагент',
  surname: 'Фамилия',
  firstName: 'Имя',
  patronymic: 'Отчество',
  registrationAddress: 'АдресРегистрации',
  presentation: 'Представление',
  contacts: 'Контакты',
  contact: 'Контакт',
  type: 'Тип',
} as const);

/** Any element or attribute name of TAG. */
export type CommerceMlTag = (typeof TAG)[keyof typeof TAG];

/** Names of ЗначениеРеквизита entries (requisites) the import matches and the orders exchange writes. */
export const REQUISITE = Object.freeze({
  // -- Products
  /** 'Полное наименование' as 1C writes it, its Ukrainian form, and the element name some exports use */
  fullName: ['Полное наименование', 'Повне найменування', TAG.fullName],
  htmlDescription: 'ОписаниеВФорматеHTML',
  deletionMark: TAG.deletionMark,
  barcode: TAG.barcode,
  productType: TAG.productType,
  productKind: 'ВидНоменклатуры',

  // -- Order documents sent to 1C (1C sends 'Статус заказа' and 'Отменен' back: STATUS_REQUISITES)
  paymentMethod: 'Метод оплаты',
  orderPaid: 'Заказ оплачен',
  deliveryAllowed: 'Доставка разрешена',
  cancelled: 'Отменен',
  finalStatus: 'Финальный статус',
  orderStatus: 'Статус заказа',
  statusChangedAt: 'Дата изменения статуса',
} as const);
