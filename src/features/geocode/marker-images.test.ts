// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawMarkerImage, LABEL_BOX_IMAGE } from './marker-images';

afterEach(() => vi.restoreAllMocks());

describe('the overlay’s images', () => {
  it('are drawn on canvases kept in memory: read back from a GPU canvas, one took 0.7 s (SwiftShader)', () => {
    // jsdom draws nothing: a context that takes every call, and the options each canvas was asked with.
    const context = new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, name) =>
        name === 'canvas'
          ? { width: 1, height: 1 }
          : name === 'getImageData'
            ? () => ({ width: 1, height: 1, data: new Uint8ClampedArray(4) })
            : (target[name] ?? (() => undefined)),
      set: (target, name, value) => Reflect.set(target, name, value),
    });
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    for (const id of [LABEL_BOX_IMAGE, 'poi-3', 'poi-12-h-s']) expect(drawMarkerImage(id, 2)).toBeDefined();
    expect(getContext.mock.calls).toEqual(Array(3).fill(['2d', { willReadFrequently: true }]));
  });
});
