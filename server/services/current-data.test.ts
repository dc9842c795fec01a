import { describe, expect, it } from 'vitest';
import { CurrentData } from './current-data';

describe('CurrentData', () => {
  it('keeps the value a request started with after a swap, across awaits', async () => {
    const data = new CurrentData('old');
    let swapped!: () => void;
    const halfway = new Promise<void>((resolve) => (swapped = resolve));
    const request = data.run(async () => {
      const before = data.get();
      await halfway;
      return [before, data.get()];
    });
    data.swap('new');
    swapped();
    expect(await request).toEqual(['old', 'old']);
    expect(data.get()).toBe('new');
    expect(await data.run(async () => data.get())).toBe('new');
  });
});
