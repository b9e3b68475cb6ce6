import { token } from '../shared/index.js';
/** Browser storage as the core needs it: string values by key. Adapters swallow quota and privacy-mode failures. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): readonly string[];
}
export const KeyValueStore = token<KeyValueStore>('KeyValueStore');
