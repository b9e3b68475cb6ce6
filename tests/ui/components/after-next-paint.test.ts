import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/ui/components/after-next-paint.js';

// The frame is ours to run: a callback queued for the next frame runs only when the test says so.
const frames: FrameRequestCallback[] = [];
const runFrame = () => {
  for (const callback of frames.splice(0)) callback(performance.now());
};

describe('work after the next paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    frames.length = 0;
  });

  const stubFrames = () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  };

  it('runs in a task after the next frame, not in that frame nor before it', () => {
    stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers(); // tasks alone: no frame has painted yet
    expect(work).not.toHaveBeenCalled();
    runFrame();
    expect(work).not.toHaveBeenCalled(); // the frame paints first
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancelled before the frame or between the frame and its task, never runs', () => {
    stubFrames();
    const early = vi.fn();
    afterNextPaint(early)();
    runFrame();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    runFrame();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
