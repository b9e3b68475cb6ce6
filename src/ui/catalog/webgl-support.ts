/**
 * Whether this browser can draw with WebGL. Headless browsers started without a GPU, and
 * test DOMs, often cannot; OpenLayers' WebGL layers would then fail at their first frame,
 * outside anything React could catch, so the map asks first and draws on a 2D canvas instead.
 */
export const webglAvailable = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl'));
  } catch {
    return false;
  }
};

/**
 * The WebGL renderer's name, as the browser tells it (WEBGL_debug_renderer_info), or '' when it
 * will not say or there is no WebGL.
 */
export const webglRendererName = (): string => {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return '';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext(); // browsers cap live contexts
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
};

/**
 * WebGL emulated on the CPU (Chromium's SwiftShader, Mesa's llvmpipe, Windows' WARP), as a
 * browser without a usable GPU falls back to. There, panning 10,000 points measured several
 * times slower with WebGL than on a 2D canvas (docs/architecture/web-performance.md, "Points on software WebGL").
 * `failIfMajorPerformanceCaveat` does not tell: Chromium with SwiftShader still gives the context.
 */
export const isSoftwareRenderer = (name: string): boolean =>
  /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i.test(name);

/**
 * The page's choice of points renderer over the automatic one: `localStorage['map-points'] =
 * 'webgl'` keeps WebGL even when it is emulated (the benchmark's WebGL figure, the e2e's WebGL
 * path on a machine without a GPU).
 */
const FORCE_KEY = 'map-points';
const webglForced = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(FORCE_KEY) === 'webgl';
  } catch {
    return false;
  }
};

/**
 * How long a worker may take to answer before WebGL points are given up for this page. The
 * map draws its points on a 2D canvas meanwhile, so waiting costs nothing seen; on a busy
 * machine a worker took longer than two seconds to start.
 */
const WORKER_ANSWER_MS = 10_000;

/**
 * Whether OpenLayers' WebGL points can draw here, and faster than a 2D canvas: not on a
 * CPU-emulated WebGL, unless the page forces it (above). Besides a WebGL context they build their
 * buffers in a worker started from a blob: URL, which a Content Security Policy without
 * `worker-src blob:` blocks; the layer then draws nothing at all, and says so only in the
 * console. A blocked worker is created without an error and fails later, so the check
 * starts one and waits for its answer.
 */
export const webglPointsUsable = (): Promise<boolean> => {
  if (!webglAvailable() || typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(false);
  }
  if (isSoftwareRenderer(webglRendererName()) && !webglForced()) return Promise.resolve(false);
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    let url = '';
    const done = (usable: boolean) => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve(usable);
    };
    const timer = setTimeout(() => done(false), WORKER_ANSWER_MS);
    try {
      url = URL.createObjectURL(new Blob(['postMessage(0)'], { type: 'text/javascript' }));
      worker = new Worker(url);
      worker.onmessage = () => done(true);
      worker.onerror = () => done(false);
    } catch {
      done(false);
    }
  });
};

let checked: Promise<boolean> | null = null;

/** The check above, made once per page: the answer does not change while it is open. */
export const webglPointsUsableOnce = (): Promise<boolean> => {
  checked ??= webglPointsUsable();
  return checked;
};
