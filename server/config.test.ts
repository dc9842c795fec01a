import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives defaults for an empty environment: offline, loopback, open', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.UPSTREAM_BASE_URL).toBeUndefined();
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(5000);
    expect(config.API_KEYS).toEqual([]);
  });

  it('reads API_KEYS as a comma-separated list, trimming blanks', () => {
    expect(loadConfig({ API_KEYS: ' a, b ,,c ' }).API_KEYS).toEqual(['a', 'b', 'c']);
    expect(loadConfig({ API_KEYS: '   ' }).API_KEYS).toEqual([]);
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
  ])('rejects %s=%j naming the variable', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`\\b${name}\\b`));
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
