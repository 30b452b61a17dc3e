/**
 * The Russian words of the orders exchange with 1C (type=sale, commerceml.md §8.2): the values the
 * shop writes into the order documents 1C reads (1C matches several of them literally), and the
 * messages about order files from 1C that staff read in the 'Обмен с 1С' section.
 */
import type { PaymentMethod } from '../orders/status.js';

export const SALE_TEXTS = {
  /** values inside the CommerceML order document */
  document: {
    operation: 'Заказ товара',
    sellerRole: 'Продавец',
    buyerRole: 'Покупатель',
    deliveryLine: 'Доставка',
    /** ВидНоменклатуры and ТипНоменклатуры of a line */
    goodsType: 'Товар',
    serviceType: 'Услуга',
    emailContact: 'Почта',
    phoneContact: 'Телефон рабочий',
    /** 1C's usual names of the payment methods ('Метод оплаты') */
    paymentMethods: {
      CASH_ON_DELIVERY: 'Наличный расчет',
      CARD: 'Банковская карта',
    } satisfies Record<PaymentMethod, string>,
    /** the seller's details as document requisites (1C takes the seller from its own settings) */
    sellerRequisites: {
      inn: 'ИНН продавца',
      kpp: 'КПП продавца',
      ogrn: 'ОГРН продавца',
      legalAddress: 'Юридический адрес продавца',
    },
    /** Комментарий: the delivery method and the address */
    comment: (method: string, address: string | null) => (address ? `${method}: ${address}` : method),
  },
  /** requisites of 1C's order documents read besides STATUS_REQUISITES (commerceml.md §8.2) */
  requisites: {
    /** a payment 1C recorded: its document's number and date (an empty one means none) */
    paymentNumber: 'Номер оплаты по 1С',
    paymentDate: 'Дата оплаты по 1С',
  },
  /** what an order file from 1C did (the log and the session's order events) */
  events: {
    statusRefused: (from: string, to: string) =>
      `1С прислала статус «${to}», но заказ в статусе «${from}» нельзя перевести в него`,
    statusUnknown: (requisite: string, value: string) =>
      `Статус из 1С не сопоставлен со статусом магазина: ${requisite} = «${value}»`,
    linesChanged: 'В 1С изменили товары или количество в заказе; цены в магазине не пересчитаны',
    orderNotFound: 'Заказ из 1С не найден в магазине',
    payment: (number: string | null, date: string | null) =>
      ['Оплата по 1С', number ? `№ ${number}` : null, date ? `от ${date}` : null]
        .filter((part) => part !== null)
        .join(' '),
  },
};
