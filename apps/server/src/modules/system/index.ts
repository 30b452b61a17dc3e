/** The system module's face: the health endpoint. */
export { systemRoutes } from './system.routes.js';
