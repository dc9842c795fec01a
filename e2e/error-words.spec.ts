import { expect, test, type Page } from '@playwright/test';
import { batchCsv } from '../test-support/batch-file';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { keyedAppUrl, upstreamAppUrl } from '../test-support/ports';
import { BatchPage } from './pages/batch-page';
import { MapPage } from './pages/map-page';

// Each server error the client can receive, provoked against the real servers, is said in the Chinese
// UI in Chinese (#37): the words for its error code, never the server's English msg.

const START = '?lat=39.915119&lng=116.403963&z=14';

/** Three Latin words in a row: an English sentence (a name, a code or `lat=999` alone is not one). */
const ENGLISH = /[A-Za-z][A-Za-z']+(?:[ ,;:]+[A-Za-z][A-Za-z']+){2,}/g;

/** Every msg the server sent with a failure (error bodies, failed batch items and missing catalog items). */
function serverMessages(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => undefined)) as
      { code?: number; msg?: string; data?: unknown; items?: unknown } | undefined;
    if (!body) return;
    if (response.status() >= 400 && body.msg) seen.add(body.msg);
    for (const item of [body.data, body.items].flat())
      if (item && typeof item === 'object' && 'msg' in item && (item as { code?: number }).code !== 200)
        seen.add(String((item as { msg: unknown }).msg));
  });
  return seen;
}

/** What the page says, without the map's data credits (the sources' own names: Made with Natural Earth …). */
const pageText = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.maplibregl-ctrl-attrib').forEach((credits) => credits.remove());
    document.body.append(copy);
    copy.style.cssText = 'position:absolute;left:-99999px';
    const text = copy.innerText;
    copy.remove();
    return text;
  });

async function expectNoEnglish(page: Page, messages: Set<string>) {
  const text = await pageText(page);
  const english = text.match(ENGLISH) ?? [];
  expect(english).toEqual([]);
  for (const msg of messages) if (msg.length > 3) expect(text).not.toContain(msg);
}

test.describe('every server error in the Chinese UI is said in Chinese', () => {
  test.afterEach(async ({ request }) => {
    await fakeUpstream.reset(request);
  });

  test("a bad link's parameters, on the map and on the catalog", async ({ page }) => {
    const messages = serverMessages(page);
    await page.goto('/?lat=999&lng=116.4&z=14');
    await expect(page.getByRole('alert').filter({ hasText: '链接中的部分参数无效' })).toContainText(
      'lat=999',
    );
    await expectNoEnglish(page, messages);

    await page.goto('/cigarettes?price_min=9&price_max=1&page=abc');
    await expect(page.getByRole('alert').filter({ hasText: '链接中的部分筛选条件无效' })).toBeVisible();
    await expect(page.getByTestId('catalog-card').first()).toBeVisible();
    await expectNoEnglish(page, messages);
  });

  test('a product the server does not know, on a card and in the compare view (404)', async ({ page }) => {
    const messages = serverMessages(page);
    const unknown = encodeURIComponent('没有这种烟');
    await page.goto(`/?cig=${unknown}`);
    await expect(page.getByText('没有这种烟', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '没有这种烟' })).toBeVisible();
    await expectNoEnglish(page, messages);
    expect(messages.size).toBeGreaterThan(0);

    await page.goto(`/compare?cig=${unknown}&cig=${encodeURIComponent('中华(硬)')}`);
    await expect(page.getByRole('alert').filter({ hasText: '未找到这种卷烟' })).toBeVisible();
    await expectNoEnglish(page, messages);
  });

  test('a server that wants an API key (401): the map, the catalog and a batch', async ({ page }) => {
    const messages = serverMessages(page);
    const map = new MapPage(page);
    await page.goto(`${keyedAppUrl}/${START}`);
    await expect(map.error).toContainText('缺少 API 密钥：请在设置中填写');
    await expectNoEnglish(page, messages);

    await page.goto(`${keyedAppUrl}/cigarettes`);
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toContainText('缺少 API 密钥');
    await expectNoEnglish(page, messages);

    const batch = new BatchPage(page);
    await batch.open(keyedAppUrl);
    await batch.drop('stores.csv', batchCsv(3).text);
    await batch.start();
    await expect(batch.state).toHaveText(/^已停止：/);
    await expectNoEnglish(page, messages);
    await expect(batch.state).toHaveText('已停止：缺少 API 密钥：请在设置中填写');
    expect(messages).toContain('missing API key: send Authorization: Bearer <key>');
  });

  test('the upstream failing (502), too slow (504) and rate limited (429), on the map and a card', async ({
    page,
    request,
  }) => {
    const messages = serverMessages(page);
    const map = new MapPage(page);
    await map.open(START, upstreamAppUrl);
    await expect(map.answer).toContainText('东城区');

    await fakeUpstream.set(request, { geo: { status: 500 } });
    await map.clickMap(-200, 80);
    await expect(map.error).toContainText('上游服务出错（状态码 500）');
    await expectNoEnglish(page, messages);

    await fakeUpstream.set(request, { geo: { delayMs: 3_000 } });
    await map.error.getByRole('button', { name: '重试' }).click();
    await expect(map.error).toContainText('上游服务在 2 秒内没有响应');
    await expectNoEnglish(page, messages);

    await fakeUpstream.set(request, { geo: { status: 429, headers: { 'retry-after': '20' } } });
    await map.clickMap(150, -60);
    await expect(map.error).toContainText(/请求过于频繁，\d+ 秒后可再试/);
    await expectNoEnglish(page, messages);

    await fakeUpstream.set(request, { cig: { status: 500 } });
    await page.goto(`${upstreamAppUrl}/?cig=${encodeURIComponent('中华(硬)')}`);
    await expect(page.getByRole('alert').filter({ hasText: '中华(硬)' })).toContainText('上游服务出错');
    await expectNoEnglish(page, messages);
    expect(messages.size).toBeGreaterThanOrEqual(3);
  });

  test('catalog products the upstream does not give say why in Chinese', async ({ page, request }) => {
    const messages = serverMessages(page);
    await fakeUpstream.set(request, { cig: { status: 500 } });
    await page.goto(`${upstreamAppUrl}/cigarettes?q=${encodeURIComponent('中华')}`);
    await expect(page.getByTestId('catalog-card').first()).toContainText(
      '暂时无法获取记录：上游服务出错（状态码 500）',
    );
    await expectNoEnglish(page, messages);
    expect(messages).toContain('upstream failed with HTTP 500');
  });

  test('batch rows the upstream fails are said in Chinese', async ({ page, request }) => {
    const messages = serverMessages(page);
    await fakeUpstream.set(request, { geo: { status: 500 } });
    const batch = new BatchPage(page);
    await batch.open(upstreamAppUrl);
    await batch.drop('stores.csv', batchCsv(3).text);
    await batch.start();
    await batch.expectDone(3);
    await expect(batch.table.getByText('失败：上游服务出错（状态码 500）')).toHaveCount(3);
    await expectNoEnglish(page, messages);
    expect(messages).toContain('upstream failed with HTTP 500');
  });

  test("a file the batch view cannot read says why in Chinese (the reader's own words are English)", async ({
    page,
  }) => {
    const batch = new BatchPage(page);
    await batch.open();
    await batch.drop('stores.xlsx', 'lat,lng\n39.9,116.4\n');
    const alert = page.getByRole('alert').filter({ hasText: '无法读取文件' });
    await expect(alert).toBeVisible();
    await expectNoEnglish(page, new Set());
    await expect(alert).toHaveText('无法读取文件：不是可读取的 XLSX 文件');
  });
});
