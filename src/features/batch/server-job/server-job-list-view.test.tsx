// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Job } from '../../../../contract/job-schema';
import { downloadBlob } from '../../../lib/download';
import { useAppStore } from '../../../store/app-store';
import { jobAt } from '../local/job-fixture';
import { reloadServerJobs, serverJobs, type KeptServerJob } from './server-job-list';
import { ServerJobList } from './server-job-list-view';

vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn() }));

const kept: KeptServerJob = {
  id: 'j1',
  name: 'shops.csv',
  kind: 'points',
  header: ['name', 'lat', 'lng'],
  createdAt: 0,
};

/** An answer; `after` holds it back until the test lets it go. */
type Answer = ({ job: Job } | { status: number; msg: string; error_code?: string } | { text: string }) & {
  after?: Promise<void>;
};

/** The server, as a queue of answers per "METHOD path" (the last one repeats); every call is recorded. */
function fakeServer(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method} ${url.split('?')[0]}`;
      calls.push(`${init.method} ${url}`);
      const queue = answers[key] ?? [{ status: 404, msg: 'not found' }];
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      await answer.after;
      if ('text' in answer) return new Response(answer.text, { status: 200 });
      if ('job' in answer)
        return Response.json({ code: 200, msg: 'ok', request_id: 'r', data: answer.job }, { status: 200 });
      const { status, msg, error_code } = answer;
      return Response.json({ code: status, msg, error_code }, { status });
    }),
  );
  return calls;
}

function keep(...jobs: KeptServerJob[]) {
  localStorage.setItem('geo-server-jobs', JSON.stringify(jobs));
  reloadServerJobs();
}

beforeEach(() => {
  useAppStore.setState({ language: 'en' });
  vi.mocked(downloadBlob).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadServerJobs();
});

describe('the server job list', () => {
  it("shows a kept job's progress from the server until it is done, then its downloads", async () => {
    keep(kept);
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    fakeServer({ 'GET /api/jobs/j1': [{ job: jobAt(300) }, { job: jobAt(1000, 'done'), after: finished }] });
    render(<ServerJobList onOpen={() => {}} />);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('300'));
    expect(screen.getByTestId('server-job-state').textContent).toBe('Running');
    expect(screen.getByText(/about 7 s left/)).toBeTruthy();
    // The next ask (1.5 s on) finds it done: no more pause or cancel, the files to download.
    finish();
    await waitFor(() => expect(screen.getByTestId('server-job-state').textContent).toBe('Done'), {
      timeout: 4000,
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const files = within(screen.getByRole('group', { name: 'Download results:' })).getAllByRole('button');
    expect(files.map((button) => button.textContent)).toEqual(['CSV', 'Errors CSV']);
    // What was seen last is kept on the device, for the next visit.
    expect(serverJobs()[0]!.job?.state).toBe('done');
    expect(JSON.parse(localStorage.getItem('geo-server-jobs')!)[0].job.state).toBe('done');
  });

  it('words its progress and a download in Chinese, units too', async () => {
    useAppStore.setState({ language: 'zh' });
    keep(kept);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer({
      'GET /api/jobs/j1': [{ job: { ...jobAt(300), eta_seconds: 200 } }],
      'GET /api/jobs/j1/errors.csv': [{ text: '行\n', after: held }],
    });
    render(<ServerJobList onOpen={() => {}} />);
    expect(await screen.findByText(/剩余约 3 分 20 秒/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '错误行 CSV' }));
    // The file by its label in the UI's words, not its name on the server.
    expect(await screen.findByText('正在下载 错误行 CSV…')).toBeTruthy();
    release();
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  });

  it('takes a job the server no longer knows off the list, with a notice', async () => {
    keep(kept, { ...kept, id: 'j2', name: 'other.csv' });
    fakeServer({ 'GET /api/jobs/j2': [{ job: { ...jobAt(5), id: 'j2' } }] });
    render(<ServerJobList onOpen={() => {}} />);
    expect(
      await screen.findByText(
        '"shops.csv" is no longer on the server (expired or unknown) and has left the list.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('server-job').map((item) => item.getAttribute('aria-label'))).toEqual([
      'other.csv',
    ]);
    expect(JSON.parse(localStorage.getItem('geo-server-jobs')!).map((job: KeptServerJob) => job.id)).toEqual([
      'j2',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/no longer on the server/)).toBeNull();
  });

  it('pauses and resumes through the server, and says why an action was refused', async () => {
    keep(kept);
    const calls = fakeServer({
      // Asked again right after the pause, the server says paused too.
      'GET /api/jobs/j1': [{ job: jobAt(100) }, { job: jobAt(120, 'paused') }],
      'POST /api/jobs/j1/pause': [{ job: jobAt(120, 'paused') }],
      'POST /api/jobs/j1/resume': [
        { status: 409, msg: 'resume needs a paused job', error_code: 'job_state_conflict' },
      ],
    });
    render(<ServerJobList onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByTestId('server-job-state').textContent).toBe('Paused');
    expect(calls).toContain('POST /api/jobs/j1/pause');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    // In the UI's words for its code, not the server's English msg.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That did not work: the job cannot do that in its current state',
    );
  });

  it('deletes a job on the server and then from the list', async () => {
    keep(kept);
    const calls = fakeServer({
      'GET /api/jobs/j1': [{ job: jobAt(1000, 'done') }],
      'DELETE /api/jobs/j1': [{ job: jobAt(1000, 'done') }],
    });
    render(<ServerJobList onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    // Asked once more: the results cannot be had again.
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls).not.toContain('DELETE /api/jobs/j1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good (no more downloads)' }));
    expect(await screen.findByText('Deleted "shops.csv" and its files on the server.')).toBeTruthy();
    expect(calls).toContain('DELETE /api/jobs/j1');
    expect(screen.queryByTestId('server-job')).toBeNull();
  });

  it('shows the open job’s rows as the server pages them, waiting rows as waiting', async () => {
    // jsdom has no ResizeObserver and lays nothing out: every element is 600 × 1200 px here.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    for (const [name, value] of Object.entries({ clientHeight: 600, clientWidth: 1200 }))
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
    onTestFinished(() => {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    });
    keep(kept);
    const calls = fakeServer({
      'GET /api/jobs/j1': [{ job: jobAt(1, 'running', 4) }],
      'GET /api/jobs/j1/results.ndjson': [
        {
          text: [
            { kind: 'points', header: kept.header, answer_keys: ['address'] },
            { row: 1, status: 'ok', cells: ['店0', '39.9', '116.4'], answer: { address: '北京市海淀区' } },
            { row: 2, status: 'pending', cells: ['店1', '39.9', '116.4'] },
          ]
            .map((line) => JSON.stringify(line))
            .join('\n'),
        },
      ],
    });
    const { rerender } = render(<ServerJobList onOpen={() => {}} />);
    await screen.findByRole('progressbar');
    rerender(<ServerJobList open="j1" onOpen={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Results' });
    const cells = (row: number) =>
      within(table.querySelector(`[aria-rowindex="${row}"]`)!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The answer first: row, status, address, then the input's columns.
    await waitFor(() =>
      expect(cells(2).slice(0, 6)).toEqual(['2', 'OK', '北京市海淀区', '店0', '39.9', '116.4']),
    );
    // A row not done yet shows its input, waiting; one not read yet shows nothing but that it waits.
    expect(cells(3).slice(0, 6)).toEqual(['3', 'Waiting', '', '店1', '39.9', '116.4']);
    expect(cells(4).slice(0, 4)).toEqual(['4', 'Waiting', '', '']);
    expect(calls).toContain('GET /api/jobs/j1/results.ndjson?from=1&limit=4');
  });

  it('downloads a file with the job’s name', async () => {
    keep(kept);
    const calls = fakeServer({
      'GET /api/jobs/j1': [{ job: jobAt(1000, 'done') }],
      'GET /api/jobs/j1/results.csv': [{ text: 'name,lat,lng\n' }],
    });
    render(<ServerJobList onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(name).toBe('shops-results.csv');
    expect(await blob.text()).toBe('name,lat,lng\n');
    // In the UI's language.
    expect(calls).toContain('GET /api/jobs/j1/results.csv?lang=en');
  });
});
