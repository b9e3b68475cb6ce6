import type { Scheduler } from '../../core/time/index.js';

/**
 * Scheduler on the host's timers. A repeating task that throws is handed to `onError` and
 * keeps its schedule: one failed collage swap or session poll must not stop the next.
 */
export class TimerScheduler implements Scheduler {
  constructor(
    private readonly onError: (error: unknown) => void = (error) => console.error('[scheduler]', error),
  ) {}

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(resolve, ms);
    });
  }

  every(ms: number, task: () => void): () => void {
    const handle = setInterval(() => {
      try {
        task();
      } catch (error) {
        this.onError(error);
      }
    }, ms);
    return () => clearInterval(handle);
  }
}
