import type { Scheduler } from '../../core/time/index.js';
import { ManualClock } from './manual-clock.js';

interface Timer {
  readonly id: number;
  dueMs: number;
  readonly intervalMs: number | null;
  readonly run: () => void;
}

/** Lets promise callbacks (code after an awaited sleep) run before the next timer fires. */
const flushMicrotasks = async (): Promise<void> => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

/**
 * A Scheduler driven by hand, sharing its time with a ManualClock: `await advance(3000)`
 * fires, in order, every sleep and repeating task that falls due, moving the clock to each
 * one's moment, so a view-model test reads "three seconds later" without waiting.
 */
export class ManualScheduler implements Scheduler {
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(readonly clock: ManualClock = new ManualClock()) {}

  /** How many sleeps and repeating tasks are waiting. */
  get pending(): number {
    return this.timers.length;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.add(ms, null, resolve);
    });
  }

  every(ms: number, task: () => void): () => void {
    if (ms <= 0) throw new Error('ManualScheduler: a repeating task needs a positive interval');
    const id = this.add(ms, ms, task);
    return () => {
      this.timers = this.timers.filter((timer) => timer.id !== id);
    };
  }

  /** Moves time forward by `ms`, firing what falls due on the way. */
  async advance(ms: number): Promise<void> {
    const endMs = this.clock.now().getTime() + ms;
    for (;;) {
      const next = this.nextDue(endMs);
      if (!next) break;
      this.clock.set(next.dueMs);
      if (next.intervalMs === null) this.timers = this.timers.filter((timer) => timer !== next);
      else next.dueMs += next.intervalMs;
      next.run();
      await flushMicrotasks();
    }
    this.clock.set(endMs);
    await flushMicrotasks();
  }

  /**
   * Fires every sleep, however far off, including sleeps that code woken by one starts,
   * until none is left (repeating tasks falling due on the way fire too).
   */
  async runPendingSleeps(): Promise<void> {
    for (;;) {
      await flushMicrotasks();
      const sleeps = this.timers.filter((timer) => timer.intervalMs === null);
      if (sleeps.length === 0) return;
      const lastMs = Math.max(...sleeps.map((timer) => timer.dueMs));
      await this.advance(lastMs - this.clock.now().getTime());
    }
  }

  private add(ms: number, intervalMs: number | null, run: () => void): number {
    const id = this.nextId++;
    this.timers.push({ id, dueMs: this.clock.now().getTime() + Math.max(0, ms), intervalMs, run });
    return id;
  }

  private nextDue(endMs: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.timers) {
      if (timer.dueMs > endMs) continue;
      if (!next || timer.dueMs < next.dueMs) next = timer;
    }
    return next;
  }
}
