import { expect, test } from '@playwright/test';
import { MapPage } from './pages/map-page';

// "My location": the browser's position (WGS-84) is converted to GCJ-02 before the lookup;
// a denied or unavailable position says so in plain words.

const locate = (map: MapPage) => map.page.getByRole('button', { name: '我的位置' });

test.describe('with the position granted', () => {
  // Tiananmen in WGS-84, as a phone's GPS reports it; GCJ-02 39.915119, 116.403963.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 39.913715, longitude: 116.397718 } });

  test('looks up where the device is, converted to GCJ-02, and zooms in', async ({ page }) => {
    const map = new MapPage(page);
    await map.open('?lat=31.2304&lng=121.4737&z=11');
    await locate(map).click();
    await expect.poll(() => map.urlPoint().lng).toBeCloseTo(116.403963, 5);
    expect(map.urlPoint().lat).toBeCloseTo(39.915119, 5);
    await expect(map.answer).toContainText('东城区');
    expect(new URL(page.url()).searchParams.get('z')).not.toBe('11');
    await expect(page.getByTestId('geocode-map')).toHaveAttribute(
      'data-center',
      /^39\.91511\d,116\.40396\d$/,
      {
        timeout: 15_000,
      },
    );
  });
});

test('a denied permission says so', async ({ page, context }) => {
  await context.clearPermissions();
  const map = new MapPage(page);
  await map.open('?lat=31.2304&lng=121.4737&z=11');
  await locate(map).click();
  await expect(page.getByRole('alert')).toContainText('无法定位：浏览器拒绝了位置权限');
  expect(map.urlPoint()).toMatchObject({ lat: 31.2304, lng: 121.4737 });
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unavailable position says so', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  const map = new MapPage(page);
  await map.open('?lat=31.2304&lng=121.4737&z=11');
  // Chromium's own "position unavailable": an override without coordinates.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setGeolocationOverride', {});
  await locate(map).click();
  await expect(page.getByRole('alert')).toContainText('无法定位：此设备或浏览器现在无法提供位置。');
});
