import { afterEach, describe, expect, it, vi } from 'vitest';
import { garbageBound } from './collect-garbage';

const withGc = (gc: (() => void) | undefined) => ((globalThis as { gc?: () => void }).gc = gc);

describe('garbageBound', () => {
  afterEach(() => withGc(undefined));

  it('collects on every 4,096th call once the heap has grown by the slack', () => {
    const gc = vi.fn();
    withGc(gc);
    const always = garbageBound(-Infinity);
    for (let i = 0; i < 4095; i++) always();
    expect(gc).not.toHaveBeenCalled();
    always();
    expect(gc).toHaveBeenCalledTimes(1);
    const never = garbageBound(Infinity);
    for (let i = 0; i < 10_000; i++) never();
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('does nothing when gc is not exposed', () => {
    const bound = garbageBound(-Infinity);
    expect(() => {
      for (let i = 0; i < 5000; i++) bound();
    }).not.toThrow();
  });
});
