// The formatting area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { formatUsd } from './currency.format.js';
export { formatDate } from './date.format.js';
export { LISTING_DATE_FIELD_LABEL, serviceDateFieldLabel } from './date-field-label.format.js';
export { formatFileSize } from './file-size.format.js';
export { guestsWords } from './guests.format.js';
export { leadTimeWords } from './lead-time.format.js';
export { timeSlotLabel } from './time-slot-label.format.js';
export { zoned } from './zoned-dayjs.js';
