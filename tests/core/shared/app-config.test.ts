import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../../src/core/shared/app-config.js';

describe('a port or shape has a symbol of the same name as its injection token', () => {
  it('AppConfig is the registry symbol of its name, so the app and the portal entries resolve the same one', () => {
    expect(AppConfig).toBe(Symbol.for('AppConfig'));
  });
});
