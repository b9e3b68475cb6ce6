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

/** How long a worker may take to answer before WebGL points are given up for this page. */
const WORKER_ANSWER_MS = 2000;

/**
 * Whether OpenLayers' WebGL points can draw here. Besides a WebGL context they build their
 * buffers in a worker started from a blob: URL, which a Content Security Policy without
 * `worker-src blob:` blocks; the layer then draws nothing at all, and says so only in the
 * console. A blocked worker is created without an error and fails later, so the check
 * starts one and waits for its answer.
 */
export const webglPointsUsable = (): Promise<boolean> => {
  if (!webglAvailable() || typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(false);
  }
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
