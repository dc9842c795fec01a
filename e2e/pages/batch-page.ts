import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { dropFile } from '../../test-support/drop-file';

/** The /batch view as a user sees it (Chinese UI). */
export class BatchPage {
  readonly progress: Locator;
  readonly state: Locator;
  readonly table: Locator;
  readonly badRows: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole('progressbar', { name: '查询进度' });
    this.state = page.getByTestId('batch-state');
    this.table = page.getByRole('table', { name: '查询结果' });
    this.badRows = page.getByRole('list', { name: '无法读取的行' });
  }

  async open(baseUrl = '') {
    await this.page.goto(`${baseUrl}/batch`);
    await expect(this.page.getByRole('heading', { name: '批量查询', exact: true })).toBeVisible();
  }

  /** Drops a file on the drop zone, as a user dragging it from the desktop would. */
  async drop(name: string, text: string | Uint8Array) {
    const zone = this.page.getByTestId('batch-drop');
    await expect(zone).toBeVisible();
    await dropFile(zone, name, text);
  }

  start() {
    return this.page.getByRole('button', { name: /^开始查询 \d+ 个点$/ }).click();
  }

  async expectDone(total: number, timeout = 30_000) {
    await expect(this.progress).toHaveAttribute('aria-valuenow', String(total), { timeout });
    await expect(this.state).toHaveText('已完成');
    // The state is said once: the count beside it is only the rows.
    await expect(this.state.locator('..')).toHaveText(new RegExp(`^已完成 · ${total} / ${total} 行$`));
  }

  /** Clicks an export button and returns the downloaded file's text. */
  async exportText(button: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readDownload(download) };
  }
}

async function readDownload(download: Download) {
  const path = await download.path();
  return readFile(path, 'utf8');
}
