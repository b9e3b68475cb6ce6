/**
 * The part of the Reflect Metadata API that Inversify and the compiler's decorator metadata
 * use: define and read a class's metadata (its own, or up the prototype chain), and the
 * `Reflect.metadata` decorator the compiler emits for constructor parameter types. Listing
 * and deleting keys are left out: nothing here calls them.
 * The browser build puts it in place of `reflect-metadata/lite` (rsbuild.config.ts), which
 * costs 3 kB gzip in every page's first download for the same calls; Node keeps the real
 * polyfill (see docs/architecture/web-performance.md, "First download"). Installed only where nothing is, so it
 * never replaces metadata already kept.
 */

type PropertyKeyOrNone = string | symbol | undefined;
type Decorator = (target: object, propertyKey?: string | symbol) => void;

export interface ClassMetadataApi {
  defineMetadata(key: unknown, value: unknown, target: object, propertyKey?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, propertyKey?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, propertyKey?: string | symbol): unknown;
  hasOwnMetadata(key: unknown, target: object, propertyKey?: string | symbol): boolean;
  hasMetadata(key: unknown, target: object, propertyKey?: string | symbol): boolean;
  metadata(key: unknown, value: unknown): Decorator;
}

/** A fresh metadata store with the API over it: one per realm, kept off the classes themselves. */
export const classMetadataApi = (): ClassMetadataApi => {
  const store = new WeakMap<object, Map<PropertyKeyOrNone, Map<unknown, unknown>>>();
  const tableOf = (target: object, propertyKey: PropertyKeyOrNone, create: boolean) => {
    let byProperty = store.get(target);
    if (!byProperty) {
      if (!create) return undefined;
      byProperty = new Map();
      store.set(target, byProperty);
    }
    let table = byProperty.get(propertyKey);
    if (!table && create) {
      table = new Map();
      byProperty.set(propertyKey, table);
    }
    return table;
  };
  /** The target and its prototypes, nearest first. */
  const chainOf = (target: object): object[] => {
    const chain: object[] = [];
    for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at)) chain.push(at);
    return chain;
  };
  const api: ClassMetadataApi = {
    defineMetadata: (key, value, target, propertyKey) => {
      tableOf(target, propertyKey, true)?.set(key, value);
    },
    getOwnMetadata: (key, target, propertyKey) => tableOf(target, propertyKey, false)?.get(key),
    hasOwnMetadata: (key, target, propertyKey) => tableOf(target, propertyKey, false)?.has(key) ?? false,
    getMetadata: (key, target, propertyKey) => {
      const owner = chainOf(target).find((at) => api.hasOwnMetadata(key, at, propertyKey));
      return owner === undefined ? undefined : api.getOwnMetadata(key, owner, propertyKey);
    },
    hasMetadata: (key, target, propertyKey) =>
      chainOf(target).some((at) => api.hasOwnMetadata(key, at, propertyKey)),
    metadata: (key, value) => (target, propertyKey) => api.defineMetadata(key, value, target, propertyKey),
  };
  return api;
};

const reflect = Reflect as unknown as Partial<ClassMetadataApi>;
if (typeof reflect.getOwnMetadata !== 'function') Object.assign(Reflect, classMetadataApi());
