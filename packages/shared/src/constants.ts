/** Business constants and limits of spec §9 (plus the few §2/§7 numbers that belong with them). */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

// Page sizes and list limits
export const CATALOG_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_SUGGESTIONS_LIMIT = 10;
/** Suggestions start when the trimmed text is longer than 2 characters. */
export const SEARCH_MIN_CHARS = 3;
/** Longest search text taken; longer input is refused, not cut. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Largest page of one search request. */
export const SEARCH_LIMIT_MAX = 50;
/**
 * A search shows at most this many matches (50 pages of 20): `total` counts matches up to it and
 * pages past it are empty. A broad query ('двер', 'кра') matches thousands of products, and ranking
 * or counting all of them on every keystroke costs more than anyone pages through.
 */
export const SEARCH_MAX_RESULTS = 1000;

export const HOME_POPULAR_PRODUCTS = 8;
export const PAGINATION_WINDOW = 5;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const DISCOUNT_PRODUCTS_PAGE_SIZE = 30;
export const PROFILE_UNRATED_PAGE_SIZE = 5;
export const SIMILAR_PRODUCTS_LIMIT = 15;
export const SIMILAR_PRODUCTS_VISIBLE = 4;
/** Similar-products carousel: slides per view below each viewport width in px (spec §2). */
export const SIMILAR_PRODUCTS_BREAKPOINTS = [
  { maxWidth: 480, slidesPerView: 1 },
  { maxWidth: 768, slidesPerView: 2 },
  { maxWidth: 1024, slidesPerView: 3 },
] as const;
/** GET /categories/with-products: up to 100 categories with up to 5 products each. */
export const CATEGORIES_FETCH_LIMIT = 100;
export const CATEGORY_PRODUCTS_LIMIT = 5;
/** GET /categories/{id}/subcategories-with-products (spec §7). */
export const SUBCATEGORIES_FETCH_LIMIT = 20;
/** A subcategory with this name is dropped from subcategory lists (spec §7). */
export const UNCATEGORIZED_CATEGORY_NAME = 'Без категории';

// Sorting
export const CATALOG_SORTS = ['popularity', 'price_asc', 'price_desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popularity';
export const CATALOG_IN_STOCK_DEFAULT = true;
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

// Stock and ratings
export const STOCK_LOW = 10;
export const STOCK_HIGH = 50;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** POST /ratings/batch answers at most this many product ids at once. */
export const RATINGS_BATCH_MAX = 100;

// Discounts
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 99;
export const PRODUCT_DISCOUNT_MIN = 0;
export const PRODUCT_DISCOUNT_MAX = 99;

// Cache freshness (TanStack Query staleTime and server cache headers)
export const DEFAULT_STALE_TIME_MS = 5 * MINUTE_MS;
export const REFETCH_ON_WINDOW_FOCUS = false;
export const HOME_STALE_TIME_MS = 5 * MINUTE_MS;
export const CATALOG_STALE_TIME_MS = 5 * MINUTE_MS;
export const CATEGORY_MENU_STALE_TIME_MS = HOUR_MS;
export const USER_RATINGS_STALE_TIME_MS = 10 * MINUTE_MS;

// UI timings
export const TOAST_AUTO_CLOSE_MS = 4 * SECOND_MS;
export const LOGOUT_GUARD_MS = 500;
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_TRANSITION_MS = 500;
export const ADMIN_SPINNER_MS = 500;
export const NAME_SEARCH_DEBOUNCE_MS = 500;
/** Pause in typing before the header search box asks for suggestions (not in the spec). */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;

// API client
export const API_RETRY_COUNT = 5;
const API_RETRY_DELAY_MS = 2 * SECOND_MS;

/** Delay before retry number `attempt` (1-based): 2 s × attempt. */
export function apiRetryDelayMs(attempt: number): number {
  return API_RETRY_DELAY_MS * attempt;
}

// Import
export const IMAGE_ZIP_MAX_BYTES = 5_368_709_120;
/**
 * The spec gives both "120 min" and 72,000,000 ms (= 20 h) for the image upload time-out; the number is
 * kept, the user-facing text keeps saying 120 minutes as the spec's message does.
 */
export const IMAGE_UPLOAD_TIMEOUT_MS = 72_000_000;
export const IMPORT_TIMEOUT_MS = 6_000_000;
export const IMAGE_STATUS_TIMEOUT_MS = 15 * SECOND_MS;
export const DELETE_ALL_TIMEOUT_MS = 30 * SECOND_MS;
export const IMAGE_STATUS_POLL_MS = 3 * SECOND_MS;
export const IMAGE_UPLOAD_STALL_MS = 2 * HOUR_MS;
/**
 * Largest import file (CommerceML XML) the server takes: the spec names only the ZIP's 5 GB (§9), and
 * the XML is streamed to disk and parsed as a stream, so the same cap holds.
 */
export const IMPORT_FILE_MAX_BYTES = IMAGE_ZIP_MAX_BYTES;
export const IMPORT_FILE_EXTENSIONS = ['.xls', '.xlsx', '.xml'] as const;
export const XML_FILE_EXTENSIONS = ['.xml'] as const;
export const IMAGE_ARCHIVE_EXTENSIONS = ['.zip'] as const;

// Form field limits (not in the spec: keep inputs bounded)
export const NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 32;
export const ADDRESS_MAX_LENGTH = 500;
export const MESSAGE_MAX_LENGTH = 2000;
export const ARTICLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 10_000;
/** Largest price or stock a form takes: far above any real one, within numeric(12,2) and integer. */
const PRICE_MAX = 999_999_999;
export const STOCK_MAX = 1_000_000_000;
/** PRICE_MAX in kopecks: the one ceiling of a price, typed in a form or imported. */
export const PRICE_MAX_KOPECKS = PRICE_MAX * 100;
/** Product, category, promotion and discount pictures (spec §5 admin forms). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** Card and page widths of the WebP copies made of every uploaded picture. */
export const IMAGE_CARD_WIDTH = 480;
export const IMAGE_PAGE_WIDTH = 1200;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Largest quantity one cart line accepts before the stock check (a larger one is a 400, not a 409). */
export const CART_QUANTITY_MAX = 100_000;
/** Most lines one order may carry (POST /orders). */
export const ORDER_LINES_MAX = 100;

// Routing and local storage
export const DEFAULT_POST_LOGIN_PATH = '/profile';
export const STORAGE_KEYS = {
  token: 'token',
  redirectTo: 'redirectTo',
  cookieConsent: 'cookieConsent',
  imageUploadId: 'imageUploadId',
} as const;
/**
 * The cookie that tells the server a visitor answered the cookie notice (kept in localStorage too):
 * the server's page then comes without the notice, so it neither jumps in nor vanishes later.
 */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 3600;
