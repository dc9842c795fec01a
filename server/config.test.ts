import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, osmDownloadSettings } from './config';

describe('loadConfig', () => {
  it('gives defaults for an empty environment: offline, loopback, open', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.UPSTREAM_BASE_URL).toBeUndefined();
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(5000);
    expect(config.API_KEYS).toEqual([]);
  });

  it('has defaults for the cache, the rate limit and the CSP that leave the e2e suite and benches alone', () => {
    const config = loadConfig({});
    expect(config.CACHE_TTL_S).toBe(3600);
    expect(config.CACHE_MAX_ENTRIES).toBe(5000);
    expect(config.CATALOG_BROWSE_CACHE_MB).toBe(32);
    expect(config.RATE_LIMIT_PER_MIN).toBe(600);
    expect(config.CSP_CONNECT_SRC).toEqual([]);
  });

  it('reads CSP_CONNECT_SRC as a list of origins, space or comma separated', () => {
    expect(
      loadConfig({ CSP_CONNECT_SRC: 'https://tiles.openfreemap.org, https://api.example.com:8443' })
        .CSP_CONNECT_SRC,
    ).toEqual(['https://tiles.openfreemap.org', 'https://api.example.com:8443']);
  });

  it('reads TRUST_PROXY as addresses and CIDRs, and names a bad entry', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 127.0.1.0/24 ::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '127.0.1.0/24',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.1.0/40' })).toThrow(
      /TRUST_PROXY: not a list of addresses or CIDRs/,
    );
  });

  it('reads REDIS_URL and UPSTREAM_MAX_RPS, off by default', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).UPSTREAM_MAX_RPS).toBe(0);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0', UPSTREAM_MAX_RPS: '50' })).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      UPSTREAM_MAX_RPS: 50,
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ UPSTREAM_MAX_RPS: '-1' })).toThrow(/UPSTREAM_MAX_RPS/);
    expect(loadConfig({}).REDIS_COMMAND_TIMEOUT_MS).toBe(250);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '2000' }).REDIS_COMMAND_TIMEOUT_MS).toBe(2000);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
    expect(loadConfig({}).REDIS_BACKOFF_MS).toBe(1000);
    expect(() => loadConfig({ REDIS_BACKOFF_MS: '0' })).toThrow(/REDIS_BACKOFF_MS/);
  });

  it('refuses JOBS_CALLBACK_HOSTS without a JOBS_CALLBACK_SECRET, and a secret not in whsec_ form (never printed)', () => {
    expect(() => loadConfig({ JOBS_CALLBACK_HOSTS: '127.0.0.1:9000' })).toThrow(
      /JOBS_CALLBACK_HOSTS: callbacks need JOBS_CALLBACK_SECRET/,
    );
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(loadConfig({ JOBS_CALLBACK_HOSTS: '127.0.0.1:9000', JOBS_CALLBACK_SECRET: secret })).toMatchObject(
      {
        JOBS_CALLBACK_SECRET: secret,
      },
    );
    let message = '';
    try {
      loadConfig({ JOBS_CALLBACK_SECRET: 'short-secret-value' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/JOBS_CALLBACK_SECRET: must be whsec_.*\(got 18 characters\)/);
    expect(message).not.toContain('short-secret-value');
  });

  it('reads API_KEYS as a comma-separated list, trimming blanks', () => {
    expect(loadConfig({ API_KEYS: ' a, b ,,c ' }).API_KEYS).toEqual(['a', 'b', 'c']);
    expect(loadConfig({ API_KEYS: '   ' }).API_KEYS).toEqual([]);
  });

  it('refuses credentials in UPSTREAM_BASE_URL without printing the password, and says where the key goes', () => {
    for (const url of [
      'https://user:s3cret-pass@api.example.com/',
      'https://s3cret-pass@api.example.com/v1',
    ]) {
      let message = '';
      try {
        loadConfig({ UPSTREAM_BASE_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/UPSTREAM_BASE_URL: .*credentials.*UPSTREAM_API_KEY/);
      expect(message).not.toContain('s3cret-pass');
    }
    expect(loadConfig({ UPSTREAM_BASE_URL: 'https://api.example.com/v1' }).UPSTREAM_BASE_URL).toBe(
      'https://api.example.com/v1',
    );
  });

  it.each([
    ['REDIS_URL', 'redis://:c2VjcmV0/cGFzcw+x==@127.0.0.1:6379/0'],
    ['REDIS_URL', 'redis://default:c2VjcmV0/cGFzcw@127.0.0.1:6379/abc'],
    ['REDIS_URL', 'redis://default:c2VjcmV0cGFzcw@127.0.0.1:6379/99'],
    ['UPSTREAM_BASE_URL', 'https://user:c2VjcmV0cGFzcw @127.0.0.1/'],
    ['UPSTREAM_BASE_URL', 'https:/user:c2VjcmV0cGFzcw@127.0.0.1/'],
    ['UPSTREAM_BASE_URL', 'user:c2VjcmV0cGFzcw@127.0.0.1'],
    ['UPSTREAM_BASE_URL', 'https://user:c2VjcmV0cGFzcw'],
    ['UPSTREAM_BASE_URL', 'ftp://user:c2VjcmV0cGFzcw@127.0.0.1/'],
  ])('refuses %s=%s without printing the password', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`\\b${name}\\b`));
    expect(attempt).not.toThrow(/c2VjcmV0/);
  });

  it('refuses a REDIS_URL database other than 0-15', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/16' })).toThrow(
      /REDIS_URL: .*database.*0 to 15/,
    );
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/15' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379/15',
    );
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('treats a blank UPSTREAM_BASE_URL as unset', () => {
    expect(loadConfig({ UPSTREAM_BASE_URL: '  ' }).UPSTREAM_BASE_URL).toBeUndefined();
  });

  it('keeps a good UPSTREAM_BASE_URL with its path prefix', () => {
    expect(loadConfig({ UPSTREAM_BASE_URL: 'https://api.example.com/v2' }).UPSTREAM_BASE_URL).toBe(
      'https://api.example.com/v2',
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['UPSTREAM_BASE_URL', 'not a url'],
    ['UPSTREAM_BASE_URL', 'ftp://example.com'],
    ['UPSTREAM_TIMEOUT_MS', 'soon'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['UPSTREAM_TIMEOUT_MS', '1.5'],
    ['CACHE_TTL_S', 'forever'],
    ['CACHE_TTL_S', '-5'],
    ['CACHE_MAX_ENTRIES', '0'],
    ['CATALOG_BROWSE_CACHE_MB', '-1'],
    ['RATE_LIMIT_PER_MIN', 'lots'],
    ['RATE_LIMIT_PER_MIN', '-1'],
    ['CSP_CONNECT_SRC', "https://a.example 'unsafe-eval'"],
    ['CSP_CONNECT_SRC', 'https://a.example/path'],
    ['CSP_CONNECT_SRC', '*'],
  ])('rejects %s=%j naming the variable', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('refuses an UPSTREAM_API_KEY shorter than 8 characters, naming it and never printing it', () => {
    const attempt = () => loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_API_KEY: ' 1234 ' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/UPSTREAM_API_KEY: .*at least 8 characters/);
    expect(attempt).not.toThrow(/1234/);
    expect(loadConfig({ UPSTREAM_API_KEY: '12345678' }).UPSTREAM_API_KEY).toBe('12345678');
  });

  it('never echoes UPSTREAM_API_KEY into an error about another variable', () => {
    try {
      loadConfig({ PORT: 'x', UPSTREAM_API_KEY: 'sekret-value-123' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('sekret-value-123');
    }
  });
});

describe("osmDownloadSettings (the importer's variables)", () => {
  const base = 'https://mirror.example';
  it('reads OSM_DOWNLOAD_TIMEOUT_MS, 30 s when unset', () => {
    expect(osmDownloadSettings({}, base).timeoutMs).toBe(30_000);
    expect(osmDownloadSettings({ OSM_DOWNLOAD_TIMEOUT_MS: '500' }, base).timeoutMs).toBe(500);
  });

  it('refuses an OSM_DOWNLOAD_TIMEOUT_MS that is not a time, naming it', () => {
    for (const value of ['abc', '-5', '0', '1.5', '99999999']) {
      expect(() => osmDownloadSettings({ OSM_DOWNLOAD_TIMEOUT_MS: value }, base), value).toThrow(
        /^OSM_DOWNLOAD_TIMEOUT_MS: must be a whole number of milliseconds/,
      );
    }
  });
});
