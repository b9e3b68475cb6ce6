export { ACCOUNT_STATES, INVITED } from '../../server/provider-states/state-names.js';
