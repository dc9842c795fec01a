// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geocodeQueries } from '../../api/geocode-queries';
import { useAppStore } from '../../store/app-store';
import { navigateAppUrl } from '../../url/use-app-url';
import { AddressPanel } from './address-panel';
import { emptyAnswer, sparseAnswer } from '../../api/fixtures/geocode-answers';
import { useGeocodeLookup } from './use-geocode-lookup';

/** How long a wait may take on a loaded machine (vi.waitFor's own default is 1 s). */
const WAIT = { timeout: 10_000 };

let replies: ({ status: number; body: unknown } | 'hang')[];

beforeEach(() => {
  replies = [];
  useAppStore.setState(useAppStore.getInitialState());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const reply = replies.shift() ?? 'hang';
      if (reply === 'hang') return new Promise<Response>(() => {});
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** What one caller of the lookup sees, as text. */
function Reader({ name }: { name: string }) {
  const { result, resultPoint, isPrevious } = useGeocodeLookup();
  return (
    <p data-testid={name}>
      {result?.data?.address ?? 'none'} at {resultPoint ? `${resultPoint.lat},${resultPoint.lng}` : '-'}
      {isPrevious ? ' (previous)' : ''}
    </p>
  );
}

describe('the lookup of the point in the URL', () => {
  it('with no point, shows no answer even when 0,0 was looked up before', () => {
    window.history.replaceState(null, '', '/');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(geocodeQueries.at({ lat: 0, lng: 0, poi: false }).queryKey, {
      ...emptyAnswer,
      data: { ...emptyAnswer.data, address: '几内亚湾' },
    });
    render(
      <QueryClientProvider client={client}>
        <AddressPanel />
        <Reader name="reader" />
      </QueryClientProvider>,
    );
    expect(screen.queryAllByText('几内亚湾', { exact: false })).toEqual([]);
    expect(screen.getByTestId('reader').textContent).toBe('none at -');
  });

  it('keeps one previous answer: a caller that mounts while a new point loads sees it too', async () => {
    window.history.replaceState(null, '', '/?lat=39.915119&lng=116.403963');
    replies.push({ status: 200, body: sparseAnswer }, 'hang');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Reader name="map" />
      </QueryClientProvider>,
    );
    await vi.waitFor(
      () => expect(screen.getByTestId('map').textContent).toBe('北京市东城区 at 39.915119,116.403963'),
      WAIT,
    );

    act(() => navigateAppUrl({ point: { lat: 39.9, lng: 116.3 } }, 'push'));
    expect(screen.getByTestId('map').textContent).toBe('北京市东城区 at 39.915119,116.403963 (previous)');

    // The panel opens now (a phone's sheet, say): it shows the same previous answer.
    view.rerender(
      <QueryClientProvider client={client}>
        <Reader name="map" />
        <Reader name="panel" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('panel').textContent).toBe('北京市东城区 at 39.915119,116.403963 (previous)');
  });
});

describe('a lookup asked for (a click)', () => {
  it('sends its request at once, before the page renders for the new URL, and only once', async () => {
    window.history.replaceState(null, '', '/');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useGeocodeLookup(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    result.current.lookUp({ lat: 31.2000004, lng: 121.4 });
    // Fetching before React has rendered for the new URL (no act yet).
    expect(client.isFetching({ queryKey: geocodeQueries.all() })).toBe(1);
    await vi.waitFor(
      () => expect(asked()).toEqual([expect.stringContaining('lat=31.200000&lng=121.400000')]),
      WAIT,
    );
    await vi.waitFor(() => expect(window.location.search).toContain('lat=31.2'), WAIT);
    await act(async () => {});
    expect(asked()).toHaveLength(1);
  });

  it('renders its callers once when the answer arrives (a second render delays the address in the DOM)', async () => {
    window.history.replaceState(null, '', '/');
    replies.push({ status: 200, body: sparseAnswer });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const lookup = useGeocodeLookup();
        seen.push(lookup.result?.data?.address ?? 'none');
        return lookup;
      },
      { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
    );
    act(() => result.current.lookUp({ lat: 39.915119, lng: 116.403963 }));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('北京市东城区'), WAIT);
    await act(async () => {});
    expect(seen.filter((address) => address === '北京市东城区')).toHaveLength(1);
  });
});
