import { expect, test } from '@playwright/test';
import { batchCsv } from '../test-support/batch-file';
import { busiestSecond } from '../test-support/busiest-second';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { QUOTA_APP_MAX_RPS, quotaAppUrl } from '../test-support/ports';
import { BatchPage } from './pages/batch-page';

// 150 different points through the app in upstream mode (UPSTREAM_MAX_RPS=20): the fake
// upstream counts what arrives, and no second ever holds more than the quota.
/** Points of its own for each run: a server kept between runs must not have them cached. */
function freshFile() {
  const salt = (Date.now() % 9973) / 1e6;
  return batchCsv(150).text.replace(
    /,(\d+\.\d+),/g,
    (_, lat: string) => `,${(Number(lat) + salt).toFixed(6)},`,
  );
}

test('an upstream-mode batch never exceeds the key quota, and answers it already has cost nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const file = freshFile();
  // One lookup first: a fresh server's first upstream call is slow (a new connection, code
  // loaded on first use) and lands late, beside calls sent well after it.
  expect((await request.get(`${quotaAppUrl}/api/geoToAddress?lat=30&lng=120`)).ok()).toBe(true);
  await fakeUpstream.reset(request);
  const batch = new BatchPage(page);
  await batch.open(quotaAppUrl);
  await batch.drop('stores.csv', file);
  await batch.start();
  await batch.expectDone(150);
  await expect(page.getByText('成功 150，失败 0，无法读取 0')).toBeVisible();

  const lookups = (await fakeUpstream.requests(request)).filter((call) =>
    call.path.endsWith('/api/geoToAddress'),
  );
  expect(lookups).toHaveLength(150);
  const peak = busiestSecond(lookups.map((call) => call.at));
  console.log(
    `fake upstream: ${lookups.length} lookups, busiest second ${peak} (quota ${QUOTA_APP_MAX_RPS}/s)`,
  );
  expect(peak).toBeLessThanOrEqual(QUOTA_APP_MAX_RPS);
  // Paced, not a burst then a wait: the run takes at least what the quota allows.
  const span = lookups.at(-1)!.at - lookups[0]!.at;
  expect(span).toBeGreaterThanOrEqual(((150 - QUOTA_APP_MAX_RPS) / QUOTA_APP_MAX_RPS) * 1000);

  // The same file again: every answer is in the cache, nothing reaches the upstream.
  await page.getByRole('button', { name: '换一个文件' }).click();
  await batch.drop('stores.csv', file);
  await batch.start();
  await batch.expectDone(150);
  const after = (await fakeUpstream.requests(request)).filter((call) =>
    call.path.endsWith('/api/geoToAddress'),
  );
  expect(after).toHaveLength(150);
});
