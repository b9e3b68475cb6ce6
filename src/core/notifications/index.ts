export { type Notification, NotificationSink } from './notification-sink.port.js';
