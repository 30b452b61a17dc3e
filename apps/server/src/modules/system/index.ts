/** The system module's face: the health and readiness endpoints, and /metrics for Prometheus. */
export { systemRoutes, type SystemRoutesOptions } from './system.routes.js';
export { registerMetrics, type MetricsOptions } from './metrics.js';
