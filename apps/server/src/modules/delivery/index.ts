/**
 * The delivery module's face: the delivery zones (where, at what price, from what total free, the
 * minimum order, how soon). The checkout will take a zone's terms through `zoneTerms`.
 */
export { deliveryAdminRoutes } from './delivery.admin-routes.js';
export { deliveryRoutes } from './delivery.routes.js';
export {
  createDeliveryService,
  type DeliveryService,
  type DeliveryServiceDeps,
  type DeliveryZoneValues,
} from './delivery.service.js';
export { deliveryZones } from './delivery.tables.js';
