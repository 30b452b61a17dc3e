/**
 * The texts of the admin pages (spec §2), as one object: each domain keeps its admin pages' texts in
 * `<domain>/admin-texts.ts`, assembled here. Kept out of TEXTS so the storefront's first download does
 * not carry them: they load with the admin pages.
 */
import { ADMIN_FORM_TEXTS } from './forms.js';
import { CATEGORIES_ADMIN_PAGE, PRODUCTS_ADMIN_PAGE } from '../catalog/admin-texts.js';
import { DISCOUNTS_ADMIN_PAGE } from '../discounts/admin-texts.js';
import { EXCHANGE_ADMIN_PAGE } from '../exchange/admin-texts.js';
import { CHANGE_HISTORY_TEXTS } from '../history/admin-texts.js';
import { IMPORT_ADMIN_PAGE } from '../import/admin-texts.js';
import { INQUIRIES_ADMIN_PAGE } from '../inquiries/admin-texts.js';
import { ORDERS_ADMIN_PAGE } from '../orders/admin-texts.js';
import { PROMOTIONS_ADMIN_PAGE } from '../promotions/admin-texts.js';
import { SHOP_SETTINGS_ADMIN_PAGE } from '../shop/admin-texts.js';
import { DELIVERY_ADMIN_TEXTS } from '../delivery/admin-texts.js';

export const ADMIN_PAGES = {
  form: ADMIN_FORM_TEXTS,
  history: CHANGE_HISTORY_TEXTS,
  import: IMPORT_ADMIN_PAGE,
  orders: ORDERS_ADMIN_PAGE,
  exchange: EXCHANGE_ADMIN_PAGE,
  inquiries: INQUIRIES_ADMIN_PAGE,
  products: PRODUCTS_ADMIN_PAGE,
  categories: CATEGORIES_ADMIN_PAGE,
  promotions: PROMOTIONS_ADMIN_PAGE,
  discounts: DISCOUNTS_ADMIN_PAGE,
  settings: SHOP_SETTINGS_ADMIN_PAGE,
  delivery: DELIVERY_ADMIN_TEXTS,
} as const;
