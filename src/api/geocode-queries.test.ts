import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocodeQueries } from './geocode-queries';
import { ApiError } from './http';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('geocodeQueries.at', () => {
  it('keys on coordinates rounded to six decimals, so near-identical clicks share an entry', () => {
    const a = geocodeQueries.at({ lat: 39.91511912, lng: 116.40396349, poi: false }).queryKey;
    const b = geocodeQueries.at({ lat: 39.9151191, lng: 116.4039631, poi: false }).queryKey;
    expect(a).toEqual(['geocode', 'at', { lat: 39.915119, lng: 116.403963, poi: 0 }]);
    expect(b).toEqual(a);
    expect(geocodeQueries.at({ lat: 39.915119, lng: 116.403963, poi: true }).queryKey).not.toEqual(a);
  });

  it('asks with six decimals and passes the abort signal on', async () => {
    const fetch = stubFetch({ code: 200, msg: 'ok', data: {}, request_id: 'r' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(geocodeQueries.at({ lat: 39.9, lng: 116.4, poi: true }));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/geoToAddress?lat=39.900000&lng=116.400000&poi=1');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('once the call is loaded, sends a lookup in the same task as it is asked for (before any render the click starts)', async () => {
    const fetch = stubFetch({ code: 200, msg: 'ok', data: {}, request_id: 'r' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(geocodeQueries.at({ lat: 30, lng: 120, poi: false })); // the first loads the call
    void client.prefetchQuery(geocodeQueries.at({ lat: 31, lng: 121, poi: false }));
    expect(fetch).toHaveBeenCalledTimes(2); // no await between: the request has left already
  });

  it('turns an envelope that is not code 200 into an error with its msg', async () => {
    stubFetch({ code: 310, msg: '请求参数信息有误', request_id: 'r2' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = client.fetchQuery(geocodeQueries.at({ lat: 1, lng: 2, poi: false }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 310, message: '请求参数信息有误' });
  });
});
