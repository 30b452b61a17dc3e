/**
 * The orders module's face: checkout and order management. Others get the orders table for their
 * foreign keys and the 1C exchange's view of an order.
 */
export { ordersAdminRoutes } from './orders.admin-routes.js';
export { ordersRoutes } from './orders.routes.js';
export {
  createOrdersService,
  type OrdersService,
  type OrdersServiceDeps,
  type PlacedOrder,
  type Purchase,
} from './orders.service.js';
export { orders } from './orders.tables.js';
export type { ExchangeOrder, ExchangeOrderItem } from './orders-exchange.js';
