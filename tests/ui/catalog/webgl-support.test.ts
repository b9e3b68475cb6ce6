import { afterEach, describe, expect, it, vi } from 'vitest';
import { webglAvailable, webglPointsUsable } from '../../../src/ui/catalog/webgl-support.js';

const withWebglContext = () =>
  vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(((kind: string) =>
      kind === 'webgl' ? ({} as WebGLRenderingContext) : null) as HTMLCanvasElement['getContext']);

/** A stand-in Worker that answers, fails, or stays silent, as a browser's would. */
const workerThat = (outcome: 'answers' | 'fails' | 'throws') =>
  class {
    onmessage: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    terminated = false;
    constructor() {
      if (outcome === 'throws') throw new Error('SecurityError');
      setTimeout(() => (outcome === 'answers' ? this.onmessage?.({ data: 0 }) : this.onerror?.({})), 0);
    }
    terminate() {
      this.terminated = true;
    }
  };

describe('WebGL support', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a test DOM has none, so the map draws its many points on a 2D canvas', async () => {
    expect(webglAvailable()).toBe(false);
    await expect(webglPointsUsable()).resolves.toBe(false);
  });

  it('a browser that gives a WebGL context has it', () => {
    withWebglContext();
    expect(webglAvailable()).toBe(true);
  });

  it('a browser that throws when asked has none', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(webglAvailable()).toBe(false);
  });

  it('WebGL points also need a blob worker: one that answers allows them', async () => {
    withWebglContext();
    vi.stubGlobal('Worker', workerThat('answers'));
    await expect(webglPointsUsable()).resolves.toBe(true);
  });

  it('a worker the page forbids (CSP without worker-src blob:) fails later, or throws: no WebGL points', async () => {
    withWebglContext();
    vi.stubGlobal('Worker', workerThat('fails'));
    await expect(webglPointsUsable()).resolves.toBe(false);
    vi.stubGlobal('Worker', workerThat('throws'));
    await expect(webglPointsUsable()).resolves.toBe(false);
  });
});
