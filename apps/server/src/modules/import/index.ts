/**
 * The import module's face: imports from 1C and price lists as durable jobs (the panel's calls) and
 * the CommerceML exchange with 1C (exchange/, catalogue and orders halves), the route plugins app.ts
 * registers, and the tables of both (for the drizzle schema).
 */
export { importChoices, importJobs } from './import.tables.js';
export {
  createImportService,
  type ExchangeJob,
  type ImportJobKind,
  type ImportJobState,
  type ImportService,
  type ImportServiceOptions,
} from './import.service.js';
export { importAdminRoutes } from './import.admin-routes.js';
export * from './exchange/exchange.tables.js';
export { exchangeRoutes, exchangeStarting } from './exchange/exchange.routes.js';
export { exchangeAdminRoutes } from './exchange/exchange.admin-routes.js';
export {
  createExchangeService,
  type ExchangeService,
  type ExchangeServiceOptions,
} from './exchange/exchange.service.js';
export {
  createExchangeSettings,
  type ExchangeSettingsOptions,
  type ExchangeSettingsService,
} from './exchange/exchange-settings.js';
export { createSaleExchange, type SaleExchange, type SaleExchangeDeps } from './exchange/sale-exchange.js';
export {
  createExchangeAdmin,
  type ExchangeAdmin,
  type ExchangeAdminOptions,
} from './exchange/exchange-admin.service.js';
