/**
 * Every user-facing Russian text the storefront and the server share, as one object: each domain keeps
 * its texts in `<domain>/texts.ts` (field labels and validation messages: `common/forms.ts`), assembled
 * here under the paths the code reads (`TEXTS.cart.added`). Texts that load only with their pages stay
 * out of TEXTS: the admin pages' (`admin/pages.ts`), the sign-in forms' (`auth/forms.ts`), the shop's
 * contact page and privacy policy; so do the server-only ones (e-mails, notifications, import, exchange).
 */
import { AUTH_TEXTS } from './auth/texts.js';
import { CART_TEXTS } from './cart/texts.js';
import {
  CATALOG_TEXTS,
  CATEGORY_TEXTS,
  PRODUCT_PAGE_TEXTS,
  PRODUCT_TEXTS,
  STOCK_TEXTS,
} from './catalog/texts.js';
import { FIELD_LABELS, VALIDATION_TEXTS } from './common/forms.js';
import { COMMON_TEXTS, CONFIRM_TEXTS, ERROR_TEXTS, IMAGE_TEXTS } from './common/texts.js';
import { DISCOUNT_TEXTS } from './discounts/texts.js';
import { HOME_TEXTS } from './home/texts.js';
import { CONTACT_TEXTS, MEASUREMENT_TEXTS } from './inquiries/texts.js';
import {
  ADMIN_FRAME_TEXTS,
  FOOTER_TEXTS,
  NAV_TEXTS,
  NOT_FOUND_TEXTS,
  PAGE_ERROR_TEXTS,
  PAGINATION_TEXTS,
} from './layout/texts.js';
import { ADMIN_ORDER_TEXTS, CHECKOUT_TEXTS, ORDER_TEXTS, QUICK_ORDER_TEXTS } from './orders/texts.js';
import { CONSENT_TEXTS, COOKIE_TEXTS, PRIVACY_POLICY_TEXTS } from './privacy/texts.js';
import { PROFILE_TEXTS } from './profile/texts.js';
import { PROMOTION_TEXTS } from './promotions/texts.js';
import { RATING_TEXTS } from './ratings/texts.js';
import { REALTIME_TEXTS } from './realtime/texts.js';
import { SEARCH_TEXTS } from './search/texts.js';
import { PAGE_HEAD_TEXTS } from './seo/texts.js';
import { SHOP_TEXTS } from './shop/texts.js';

export const TEXTS = {
  common: COMMON_TEXTS,
  errors: ERROR_TEXTS,
  notFound: NOT_FOUND_TEXTS,
  cookie: COOKIE_TEXTS,
  auth: AUTH_TEXTS,
  catalog: CATALOG_TEXTS,
  stock: STOCK_TEXTS,
  search: SEARCH_TEXTS,
  home: HOME_TEXTS,
  measurement: MEASUREMENT_TEXTS,
  cart: CART_TEXTS,
  checkout: CHECKOUT_TEXTS,
  orders: ORDER_TEXTS,
  quickOrder: QUICK_ORDER_TEXTS,
  ratings: RATING_TEXTS,
  productPage: PRODUCT_PAGE_TEXTS,
  profile: PROFILE_TEXTS,
  consent: CONSENT_TEXTS,
  privacyPolicy: PRIVACY_POLICY_TEXTS,
  contact: CONTACT_TEXTS,
  confirm: CONFIRM_TEXTS,
  adminOrders: ADMIN_ORDER_TEXTS,
  promotions: PROMOTION_TEXTS,
  discounts: DISCOUNT_TEXTS,
  products: PRODUCT_TEXTS,
  categories: CATEGORY_TEXTS,
  images: IMAGE_TEXTS,
  realtime: REALTIME_TEXTS,
  validation: VALIDATION_TEXTS,
  pageHeads: PAGE_HEAD_TEXTS,
  nav: NAV_TEXTS,
  labels: FIELD_LABELS,
  pagination: PAGINATION_TEXTS,
  pageError: PAGE_ERROR_TEXTS,
  shop: SHOP_TEXTS,
  footer: FOOTER_TEXTS,
  admin: ADMIN_FRAME_TEXTS,
} as const;
