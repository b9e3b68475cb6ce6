import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSoftwareRenderer,
  webglAvailable,
  webglPointsUsable,
  webglRendererName,
} from '../../../src/ui/catalog/webgl-support.js';

const UNMASKED_RENDERER_WEBGL = 0x9246;
const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';

/** A WebGL context that names its renderer as a browser does through WEBGL_debug_renderer_info. */
const withWebglContext = (renderer = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)') => {
  const gl = {
    RENDERER: 0x1f01,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL } : null,
    getParameter: (what: number) => (what === UNMASKED_RENDERER_WEBGL ? renderer : 'WebKit WebGL'),
  };
  return vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(((kind: string) =>
      kind === 'webgl' ? (gl as unknown as WebGLRenderingContext) : null) as HTMLCanvasElement['getContext']);
};

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
    localStorage.clear();
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

  it('names the renderer the browser reports, or none without WebGL', () => {
    expect(webglRendererName()).toBe('');
    withWebglContext(SWIFTSHADER);
    expect(webglRendererName()).toBe(SWIFTSHADER);
  });

  it('tells CPU-emulated WebGL from a GPU', () => {
    expect(isSoftwareRenderer(SWIFTSHADER)).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('Microsoft Basic Render Driver')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)')).toBe(
      false,
    );
    expect(isSoftwareRenderer('')).toBe(false);
  });

  it('on software WebGL the points stay on the 2D canvas, unless the page forces WebGL', async () => {
    withWebglContext(SWIFTSHADER);
    vi.stubGlobal('Worker', workerThat('answers'));
    await expect(webglPointsUsable()).resolves.toBe(false);
    localStorage.setItem('map-points', 'webgl');
    await expect(webglPointsUsable()).resolves.toBe(true);
  });
});
