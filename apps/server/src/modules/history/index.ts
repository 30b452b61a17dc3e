/** The history module's face: the change log of staff's edits. */
export { historyAdminRoutes } from './history.admin-routes.js';
export { createHistoryService, type Actor, type HistoryService } from './history.service.js';
