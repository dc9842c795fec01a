import { describe, expect, it } from 'vitest';
import { healthSchema } from '../src/api/health-schema';
import { composeApp } from './compose';
import { loadConfig } from './config';

const quiet = () => {};

describe('composeApp picks the provider from the configuration', () => {
  it('uses the upstream provider when UPSTREAM_BASE_URL is set', async () => {
    const config = loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9/prefix', UPSTREAM_API_KEY: 'k' });
    const { app, provider } = await composeApp(config, quiet);
    expect(provider.name).toBe('upstream');
    const health = healthSchema.parse(await (await app.request('/api/health')).json());
    expect(health.provider).toBe('upstream');
  });

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
