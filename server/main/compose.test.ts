import { describe, expect, it } from 'vitest';
import { healthSchema } from '../../contract/health-schema';
import { composeApp } from './compose';
import { loadConfig } from '../config';

const quiet = () => {};

describe('composeApp picks the provider from the configuration', () => {
  it('uses the upstream provider when UPSTREAM_BASE_URL is set', async () => {
    const config = loadConfig({
      UPSTREAM_BASE_URL: 'http://127.0.0.1:9/prefix',
      UPSTREAM_API_KEY: 'test-upstream-key',
    });
    const { app, provider } = await composeApp(config, quiet);
    expect(provider.name).toBe('upstream');
    const health = healthSchema.parse(await (await app.request('/api/health')).json());
    expect(health.provider).toBe('upstream');
  });

  it("serves the app's own basemap, region outlines and place search with an upstream too", async () => {
    const config = loadConfig({
      UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
      UPSTREAM_API_KEY: 'test-upstream-key',
    });
    const { app } = await composeApp(config, quiet);
    const style = await app.request('/api/basemap/style.json');
    expect(style.status).toBe(200);
    expect((await style.json()).metadata).toMatchObject({ datum: 'GCJ-02', source: 'offline' });
    const tile = await app.request('/api/tiles/3/6/3.pbf');
    expect(tile.status).toBe(200);
    const outline = await app.request('/api/regions/110101');
    expect(((await outline.json()) as { properties: { name: string } }).properties.name).toBe('东城区');
    const places = await app.request('/api/places?q=%E5%A4%A9%E5%AE%89%E9%97%A8');
    expect(places.status).toBe(200);
  }, 60_000);

  it('uses the offline provider when UPSTREAM_BASE_URL is unset or blank', async () => {
    for (const env of [{}, { UPSTREAM_BASE_URL: ' ' }]) {
      const { app, provider } = await composeApp(loadConfig(env), quiet);
      expect(provider.name).toBe('offline');
      const health = healthSchema.parse(await (await app.request('/api/health')).json());
      expect(health.provider).toBe('offline');
    }
  });

  it('applies API_KEYS from the configuration', async () => {
    const config = loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9', API_KEYS: 'k1' });
    const { app } = await composeApp(config, quiet);
    expect((await app.request('/api/cigaretteDetails?name=a')).status).toBe(401);
  });
});
