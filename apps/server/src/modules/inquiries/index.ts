/** The inquiries module's face: contact messages and door-measurement requests. */
export { inquiriesAdminRoutes } from './inquiries.admin-routes.js';
export { inquiriesRoutes, measurementWithoutApiPrefix } from './inquiries.routes.js';
export {
  createInquiriesService,
  type InquiriesService,
  type InquiriesServiceDeps,
} from './inquiries.service.js';
