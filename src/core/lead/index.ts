export { ClientLead, toClientLead } from './client-lead.entity.js';
export { LeadGateway } from './lead-gateway.port.js';
export { loadTripLead } from './load-trip-lead.use-case.js';
export { ServerLead } from './server-lead.entity.js';
