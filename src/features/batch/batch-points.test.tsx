// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureProperties, MapAdapter } from '../../map/map-adapter';
import { MapContext } from '../../map/map-context';
import { EMPTY_COLLECTION } from '../../map/overlay';
import { okResult } from './table/answer-columns';
import { BatchJob } from './local/batch-job';
import { BatchPoints } from './batch-view';
import { setCurrentJob } from './local/current-job';
import type { StoredJob } from './local/job-store';
import { openServerResults } from './server-job/open-server-results';
import { SINGLES } from './points-layers';
import { ResultPages } from './server-job/result-pages';
import { useAppStore } from '../../store/app-store';
import { JobMapPoints } from './server-job/job-map-points';
import { writeJobPoints } from '../../../common/job-points';

/** How long a wait may take on a loaded machine (vi.waitFor's own default is 1 s). */
const WAIT = { timeout: 10_000 };

/** A done job of three rows: found, unreadable, failed. */
function job() {
  const rows = [
    ['39.9', '116.3'],
    ['x', ''],
    ['39.95', '116.45'],
  ];
  const stored = {
    id: 'p',
    name: 'p.csv',
    createdAt: 0,
    header: ['lat', 'lng'],
    rows,
    state: 'done',
    kind: 'points',
    mapping: { kind: 'pair', lat: 0, lng: 1 },
    datum: 'GCJ-02',
    poi: 0,
  } as StoredJob;
  return new BatchJob(
    stored,
    new Map([
      [0, okResult(['北京市海淀区'])],
      [2, { ok: false, msg: 'boom' }],
    ]),
  );
}

/** The parts of the adapter the points use, recorded. */
function fakeAdapter() {
  const unpick = vi.fn();
  return {
    setData: vi.fn(),
    fitBounds: vi.fn(),
    addOverlay: vi.fn(() => () => {}),
    onFeature: vi.fn<
      (layer: string, handlers: { click?: (properties: FeatureProperties) => void }) => () => void
    >(() => unpick),
    unpick,
  };
}

function draw(adapter: ReturnType<typeof fakeAdapter>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MapContext.Provider value={adapter as unknown as MapAdapter}>
        <BatchPoints />
      </MapContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/batch'));
afterEach(() => setCurrentJob(undefined));

describe("the batch job's points", () => {
  it('reach the map they are drawn inside (failed rows marked), brought into view once', () => {
    const adapter = fakeAdapter();
    setCurrentJob(job());
    draw(adapter);
    const [source, points] = adapter.setData.mock.calls.at(-1)!;
    expect(source).toBe('points');
    expect(points.features.map((feature: { properties: unknown }) => feature.properties)).toEqual([
      { row: 0 },
      { row: 2, failed: true },
    ]);
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    expect(adapter.fitBounds).toHaveBeenCalledWith(
      { lat: 39.9, lng: 116.3 },
      { lat: 39.95, lng: 116.45 },
      14,
    );
  });

  it('a point picked on the map selects its row (the map stays); gone with the job, from the map and its picks', async () => {
    const adapter = fakeAdapter();
    setCurrentJob(job());
    draw(adapter);
    const [, { click: pick }] = adapter.onFeature.mock.calls.findLast(([layer]) => layer === SINGLES)!;
    act(() => pick!({ row: 2 }));
    expect(window.location.search).toBe('?lat=39.950000&lng=116.450000');
    await act(() => new Promise(requestAnimationFrame)); // the job's change is drawn
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    act(() => setCurrentJob(undefined));
    expect(adapter.setData).toHaveBeenLastCalledWith('points', EMPTY_COLLECTION);
    expect(adapter.unpick).toHaveBeenCalled();
  });

  it("an open server job's points are all drawn from its map file (failed marked), counted, fitted once; a picked point picks its row, its page unread", async () => {
    const adapter = fakeAdapter();
    setCurrentJob(job()); // a local job too: the open server results are what the map shows
    const file = writeJobPoints([
      { row: 1, lng: 116.3, lat: 39.9, state: 'ok' },
      { row: 3, lng: 121.4, lat: 31.2, state: 'failed' },
      { row: 4, lng: 118, lat: 35, state: 'pending' },
    ]);
    const points = new JobMapPoints(async () => file.buffer as ArrayBuffer, { rows: 4, points: 3 });
    // No result page is ever read: the map does not wait for the table.
    const pages = new ResultPages(() => new Promise<string>(() => {}), 4);
    let close = () => {};
    act(() => void (close = openServerResults(pages, points)));
    useAppStore.setState({ language: 'zh' });
    const { queryByTestId, findByTestId, queryByRole } = draw(adapter);
    expect(adapter.setData).toHaveBeenLastCalledWith('points', EMPTY_COLLECTION);
    expect(queryByTestId('map-points-count')).toBeNull();
    act(() => points.refresh(3, false));
    expect((await findByTestId('map-points-count', {}, WAIT)).textContent).toBe('地图上 3 个点');
    expect(queryByRole('button')).toBeNull();
    const [, drawn] = adapter.setData.mock.calls.at(-1)!;
    expect(drawn.features.map((feature: { properties: unknown }) => feature.properties)).toEqual([
      { row: 0 },
      { row: 2, failed: true },
      { row: 3 },
    ]);
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    expect(adapter.fitBounds).toHaveBeenCalledWith({ lat: 31.2, lng: 116.3 }, { lat: 39.9, lng: 121.4 }, 14);

    const [, { click: pick }] = adapter.onFeature.mock.calls.findLast(([layer]) => layer === SINGLES)!;
    act(() => pick!({ row: 2 }));
    expect(window.location.search).toBe('?lat=31.200000&lng=121.400000');
    act(() => close());
    // Closed: the page's own job is drawn again.
    expect(adapter.setData.mock.calls.at(-1)![1].features).toHaveLength(2);
  });

  it("a server job's sample (the server's cap) says how many of how many it shows, and reads them all when asked", async () => {
    const all = [1, 2, 3, 4, 5].map((row) => ({ row, lng: 116 + row / 10, lat: 39.9, state: 'ok' as const }));
    const asked: (number | undefined)[] = [];
    const points = new JobMapPoints(
      async (max) => {
        asked.push(max);
        return writeJobPoints(max === undefined ? [all[0]!, all[2]!, all[4]!] : all).buffer as ArrayBuffer;
      },
      { rows: 5, points: 5 },
    );
    const pages = new ResultPages(() => new Promise<string>(() => {}), 5);
    let close = () => {};
    act(() => void (close = openServerResults(pages, points)));
    useAppStore.setState({ language: 'zh' });
    const adapter = fakeAdapter();
    const { findByTestId, findByRole, findByText } = draw(adapter);
    act(() => points.refresh(5, true));
    expect((await findByTestId('map-points-count', {}, WAIT)).textContent).toBe(
      '显示 3 / 5 个点（均匀取自整个任务）',
    );
    expect((await findByTestId('map-points-count')).getAttribute('role')).toBe('status');
    const more = await findByRole('button', { name: '显示全部（约 1 MB，地图会变慢）' });
    act(() => more.click());
    expect((await findByText('地图上 5 个点', {}, WAIT)).dataset.testid).toBe('map-points-count');
    expect(asked).toEqual([undefined, 5]);
    expect(adapter.setData.mock.calls.at(-1)![1].features).toHaveLength(5);
    act(() => useAppStore.setState({ language: 'en' }));
    expect((await findByTestId('map-points-count')).textContent).toBe('5 points on the map');
    act(() => close());
  });
});
