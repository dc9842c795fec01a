// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchJob } from '../features/batch/local/batch-job';
import { setCurrentJob } from '../features/batch/local/current-job';
import type { StoredJob } from '../features/batch/local/job-store';
import { useAppStore } from '../store/app-store';
import { App } from './app';
import { AppProviders } from './providers';

// The layout only: the map (MapLibre) and the batch view are not what is tested here.
vi.mock('../features/geocode/lazy-geocode-map', () => ({ LazyGeocodeMap: () => null }));
vi.mock('../features/batch/batch-view', () => ({ BatchView: () => null }));

const job = (input: Pick<StoredJob, 'kind'> & Partial<StoredJob>) =>
  new BatchJob({
    id: 'j1',
    name: 'f.csv',
    createdAt: 0,
    header: ['name', 'lat', 'lng'],
    rows: [['中华(软)', '39.9', '116.4']],
    state: 'done',
    ...(input.kind === 'names'
      ? { kind: 'names', column: 0 }
      : { kind: 'points', mapping: { kind: 'pair', lat: 1, lng: 2 }, datum: 'GCJ-02', poi: 0 }),
  } as StoredJob);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  window.history.replaceState(null, '', '/batch');
  useAppStore.setState({ language: 'zh' });
});
afterEach(() => {
  setCurrentJob(undefined);
  vi.unstubAllGlobals();
});

describe('the layout on /batch', () => {
  /** The map's region, if shown (a hidden one is not in the accessibility tree). */
  const map = () => screen.queryByRole('region', { name: '地图' });

  it("follows the page's job: a names job hides the map and shows the cigarette panel, without the batch view", () => {
    setCurrentJob(job({ kind: 'names' }));
    render(<App />, { wrapper: AppProviders });
    expect(map()).toBeNull();
    expect(screen.queryByRole('region', { name: '卷烟' })).not.toBeNull();
    expect(screen.queryByRole('region', { name: '地址' })).toBeNull();
  });

  it('changes with the job: a points job, then none, keep the map', () => {
    setCurrentJob(job({ kind: 'names' }));
    render(<App />, { wrapper: AppProviders });
    act(() => setCurrentJob(job({ kind: 'points' })));
    expect(map()).not.toBeNull();
    expect(screen.queryByRole('region', { name: '地址' })).not.toBeNull();
    act(() => setCurrentJob(undefined));
    expect(map()).not.toBeNull();
  });
});
