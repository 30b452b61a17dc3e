/**
 * The catalog module's face: its services and route plugins (wired in app.ts), the product SQL
 * projection other modules read products with, the stock writer orders use, the tables other modules'
 * foreign keys point to, and the bulk-write face the import module writes through (bulk/index.ts).
 */
export { categories, products } from './catalog.tables.js';
export { productIdColumn } from './product-column.js';
export { createCatalogService, type CatalogService } from './catalog.service.js';
export { catalogRoutes } from './catalog.routes.js';
export { createCategoryAdmin, type CategoryAdmin, type CategoryAdminDeps } from './category-admin.service.js';
export { categoriesAdminRoutes } from './categories.admin-routes.js';
export { createCategoryProductsService, type CategoryProductsService } from './category-products.service.js';
export { createProductAdmin, type ProductAdmin, type ProductAdminDeps } from './product-admin.service.js';
export { productsAdminRoutes } from './products.admin-routes.js';
export { createProductsService, type ProductsService, type ProductsServiceDeps } from './products.service.js';
export { productsRoutes } from './products.routes.js';
export { createViewCounts, type ViewCounts } from './view-counts.js';
export {
  DISCOUNTS_OF,
  NEEDS_SPECIAL_TRANSPORT,
  popularityOf,
  PRODUCT_COLUMNS,
  ProductPageRow,
  ProductRow,
  saleRuleOf,
  toProduct,
} from './product-sql.js';
export {
  createStock,
  numericQuantity,
  type Stock,
  type StockChange,
  type StockLine,
  type StockTake,
} from './stock.js';
export * from './bulk/index.js';
