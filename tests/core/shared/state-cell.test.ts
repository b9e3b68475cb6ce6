import { describe, expect, it } from 'vitest';
import { StateCell } from '../../../src/core/shared/state-cell.js';

describe('StateCell (the observable-free state of stateful use cases)', () => {
  it('holds a value, replaces it and tells every subscriber the new one', () => {
    const cell = new StateCell(1);
    const seenA: number[] = [];
    const seenB: number[] = [];
    cell.subscribe((value) => seenA.push(value));
    cell.subscribe((value) => seenB.push(value));
    cell.set(2);
    cell.update((value) => value * 10);
    expect(cell.get()).toBe(20);
    expect(seenA).toEqual([2, 20]);
    expect(seenB).toEqual([2, 20]);
  });

  it('stops telling a listener once it unsubscribes, even from inside a notification', () => {
    const cell = new StateCell('a');
    const seen: string[] = [];
    const stopFirst = cell.subscribe(() => stopFirst());
    cell.subscribe((value) => seen.push(value));
    cell.set('b');
    const stop = cell.subscribe((value) => seen.push(`late ${value}`));
    stop();
    cell.set('c');
    expect(seen).toEqual(['b', 'c']);
  });
});
