// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geocodeQueries } from '../../../api/geocode-queries';
import { navigateAppUrl } from '../../../url/use-app-url';
import { okResult, type RowResult } from './answer-columns';
import { BatchJob } from '../local/batch-job';
import type { StoredJob } from '../local/job-store';
import { useSelectedRow, useSelectRow } from './row-selection';

const FIELDS = ['东城区东华门街道', '北京市', '北京市', '东城区', '110101', '东华门街道', '', '故宫'];

/** A done points job (POIs asked for): rows 0 and 1 at one point, row 2 elsewhere, each found. */
function pointsJob() {
  const rows = [
    ['39.915119', '116.403963'],
    ['39.915119', '116.403963'],
    ['39.9', '116.3'],
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
    poi: 1,
  } as StoredJob;
  return new BatchJob(stored, new Map<number, RowResult>(rows.map((_, row) => [row, okResult(FIELDS)])));
}

let client: QueryClient;
/** The selected row, and a button to select each row. */
function Selection({ job }: { job: BatchJob }) {
  const select = useSelectRow(job);
  return (
    <>
      <p data-testid="selected">{useSelectedRow(job) ?? 'none'}</p>
      {job.stored.rows.map((_, row) => (
        <button type="button" key={row} onClick={() => select(row)}>{`row ${row}`}</button>
      ))}
    </>
  );
}
const select = (row: number) => fireEvent.click(screen.getByRole('button', { name: `row ${row}` }));
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const selected = () => screen.getByTestId('selected').textContent;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', '/batch');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the selected row', () => {
  it('follows the URL: the picked row while the URL shows its point, none elsewhere, the first row at a point from a link', () => {
    render(<Selection job={pointsJob()} />, { wrapper });
    expect(selected()).toBe('none');
    select(1);
    expect(selected()).toBe('1'); // not row 0, at the same point
    act(() => navigateAppUrl({ point: { lat: 39.91, lng: 116.41 } }, 'push'));
    expect(selected()).toBe('none');
    act(() => navigateAppUrl({ point: { lat: 39.9, lng: 116.3 } }, 'push'));
    expect(selected()).toBe('2');
    act(() => navigateAppUrl({ point: { lat: 39.915119, lng: 116.403963 } }, 'push'));
    expect(selected()).toBe('1');
  });

  it("shows the job's answer for the row, asked with the job's POI option, without asking again", () => {
    render(<Selection job={pointsJob()} />, { wrapper });
    select(2);
    expect(window.location.search).toBe('?lat=39.900000&lng=116.300000&poi=1');
    const answer = client.getQueryData(geocodeQueries.at({ lat: 39.9, lng: 116.3, poi: true }).queryKey);
    expect(answer?.data?.formatted_addresses?.recommend).toBe(FIELDS[0]);
    expect(answer?.data?.pois).toEqual([{ title: '故宫' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a whole answer the cache already has for the point', () => {
    const whole = { code: 200, request_id: 'r1', data: { address: '北京市东城区东长安街' } };
    client.setQueryData(geocodeQueries.at({ lat: 39.9, lng: 116.3, poi: true }).queryKey, whole);
    render(<Selection job={pointsJob()} />, { wrapper });
    select(2);
    expect(client.getQueryData(geocodeQueries.at({ lat: 39.9, lng: 116.3, poi: true }).queryKey)).toBe(whole);
  });

  it("leaves the job's answer stale once the batch view goes, so a lookup of the point elsewhere asks for the whole answer", () => {
    const view = render(<Selection job={pointsJob()} />, { wrapper });
    select(2);
    const { queryKey } = geocodeQueries.at({ lat: 39.9, lng: 116.3, poi: true });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);
    view.unmount();
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it("of a names job follows the URL's cards", () => {
    const stored = {
      id: 'n',
      name: 'n.csv',
      createdAt: 0,
      header: ['name'],
      rows: [['中华(软)']],
      state: 'done',
      kind: 'names',
      column: 0,
    } as StoredJob;
    const job = new BatchJob(stored, new Map([[0, okResult(['中华(软)'])]]));
    render(<Selection job={job} />, { wrapper });
    select(0);
    expect(new URLSearchParams(window.location.search).getAll('cig')).toEqual(['中华(软)']);
    expect(selected()).toBe('0');
    act(() => navigateAppUrl({ cig: ['玉溪(软)'] }, 'push'));
    expect(selected()).toBe('none');
  });
});
