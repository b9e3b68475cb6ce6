// The lead area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { ClientLead, toClientLead } from './client-lead.entity.js';
export { LeadGateway } from './lead-gateway.port.js';
export { loadTripLead } from './load-trip-lead.use-case.js';
export { ServerLead } from './server-lead.entity.js';
