export { Clock } from './clock.port.js';
export { Scheduler } from './scheduler.port.js';
