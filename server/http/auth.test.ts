import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../main/test-app';

// Fault 7 (#14): the key check compared lengths first, so a wrong-length guess answered
// sooner and told the key's length. Now every guess is compared, as a fixed-length digest,
// against every key.
const compared = vi.hoisted(() => ({ lengths: [] as [number, number][] }));
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof Crypto>();
  return {
    ...real,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.lengths.push([a.byteLength, b.byteLength]);
      return real.timingSafeEqual(a, b);
    },
  };
});

const keys = ['short-key', 'a-much-longer-server-key-0123456789'];

async function status(header?: string) {
  const { app } = testApp({ apiKeys: keys });
  const response = await app.request('/api/geoToAddress?lat=1&lng=2', {
    headers: header ? { authorization: header } : {},
  });
  return response.status;
}

describe('API key check', () => {
  it('compares a guess of any length with every key, as equal-length digests', async () => {
    for (const guess of ['x', 'short-kez', 'a'.repeat(500)]) {
      compared.lengths = [];
      expect(await status(`Bearer ${guess}`)).toBe(401);
      expect(compared.lengths).toEqual([
        [32, 32],
        [32, 32],
      ]);
    }
  });

  it('accepts each configured key and nothing else', async () => {
    expect(await status(`Bearer ${keys[0]}`)).toBe(200);
    expect(await status(`Bearer ${keys[1]}`)).toBe(200);
    expect(await status(`Bearer ${keys[1]}x`)).toBe(401);
    expect(await status()).toBe(401);
  });
});
