// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../lib/download';
import { WorkerStoppedError } from '../../../lib/run-worker';
import { writeTableFile } from '../../../lib/table-file';
import { useAppStore } from '../../../store/app-store';
import type { BatchJob } from '../local/batch-job';
import { ExportButtons } from './export-buttons';

// The file writer is a Web Worker (none in jsdom) and the download an object URL: both stand in here.
vi.mock('../../../lib/table-file', () => ({ writeTableFile: vi.fn() }));
vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn() }));

const job = {
  stored: {
    kind: 'points',
    name: 'stores.csv',
    header: ['店名', '纬度', '经度'],
    rows: [['店0', '39.9', '116.4']],
  },
  results: [undefined],
  readable: () => true,
  point: () => ({ lat: 39.9, lng: 116.4 }),
  rowNumber: (index: number) => index + 2,
} as unknown as BatchJob;

beforeEach(() => {
  useAppStore.setState({ language: 'zh' });
  vi.mocked(downloadBlob).mockReset();
});

describe('the export buttons', () => {
  it('show how far an XLSX file is written, then download it', async () => {
    let report: (done: number) => void = () => {};
    let finish: (blob: Blob) => void = () => {};
    vi.mocked(writeTableFile).mockImplementation((_format, _table, onProgress) => {
      report = onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    render(<ExportButtons job={job} />);
    // The polite live region is there before anything is written, so its first words are heard too.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '导出 XLSX' }));
    expect(status.textContent).toBe('正在写入 XLSX 文件…');
    act(() => report(0.46));
    // Said in tens, so a screen reader is not handed fifty updates a file.
    expect(status.textContent).toBe('正在写入 XLSX 文件：40%');
    expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(new Blob(['x'])));
    expect(downloadBlob).toHaveBeenCalledWith('stores-addresses.xlsx', expect.any(Blob));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
  });

  it('say in the UI language when the writer stopped without a reason of its own', async () => {
    vi.mocked(writeTableFile).mockRejectedValue(new WorkerStoppedError());
    render(<ExportButtons job={job} />);
    await userEvent.click(screen.getByRole('button', { name: '导出 XLSX' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '导出失败：写入文件的后台程序没能启动或意外停止',
    );
  });

  it("say so when the file cannot be written, in the UI's words (not the error's English)", async () => {
    vi.mocked(writeTableFile).mockRejectedValue(new Error('RangeError: Invalid string length'));
    render(<ExportButtons job={job} />);
    await userEvent.click(screen.getByRole('button', { name: '导出 XLSX' }));
    expect((await screen.findByRole('alert')).textContent).toBe('导出失败：写文件时出错');
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
