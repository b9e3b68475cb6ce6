import { describe, expect, it } from 'vitest';
import { classMetadataApi } from '../../../src/composition-root/reflect-metadata-shim.js';

describe('the metadata calls the browser build makes in place of reflect-metadata (classMetadataApi)', () => {
  class Base {}
  class Derived extends Base {}

  it('keeps a class’s own metadata per key and property, and finds a parent’s through the chain', () => {
    const api = classMetadataApi();
    expect(api.getOwnMetadata('k', Base)).toBeUndefined();
    expect(api.hasMetadata('k', Derived)).toBe(false);
    api.defineMetadata('k', 1, Base);
    api.defineMetadata('k', 'on a property', Base, 'field');
    expect(api.getOwnMetadata('k', Base)).toBe(1);
    expect(api.getOwnMetadata('k', Base, 'field')).toBe('on a property');
    expect(api.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(api.hasOwnMetadata('k', Derived)).toBe(false);
    expect(api.getMetadata('k', Derived)).toBe(1);
    expect(api.hasMetadata('k', Derived)).toBe(true);
    api.defineMetadata('k', 2, Derived);
    expect(api.getMetadata('k', Derived)).toBe(2);
    expect(api.getMetadata('k', Base)).toBe(1);
  });

  it('a stored undefined still counts as kept, as the polyfill has it', () => {
    const api = classMetadataApi();
    api.defineMetadata('k', undefined, Base);
    api.defineMetadata('k', 'parent', Object.getPrototypeOf(Base));
    expect(api.hasOwnMetadata('k', Base)).toBe(true);
    expect(api.getMetadata('k', Base)).toBeUndefined();
  });

  it('is the decorator the compiler emits for constructor parameter types', () => {
    const api = classMetadataApi();
    api.metadata('design:paramtypes', [String, Number])(Derived);
    api.metadata('design:type', String)(Derived.prototype, 'name');
    expect(api.getOwnMetadata('design:paramtypes', Derived)).toEqual([String, Number]);
    expect(api.getOwnMetadata('design:type', Derived.prototype, 'name')).toBe(String);
  });

  it('each store is its own: nothing leaks between two', () => {
    const one = classMetadataApi();
    one.defineMetadata('k', 1, Base);
    expect(classMetadataApi().getOwnMetadata('k', Base)).toBeUndefined();
  });
});
