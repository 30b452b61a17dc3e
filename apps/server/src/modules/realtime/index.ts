/** The realtime module's face: the Socket.IO server relaying the services' events. */
export { attachRealtime } from './realtime.js';
