// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isValidBaseUrl, loadSettings, saveSettings } from './settings-storage';

describe('settings storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the key for the tab only unless remembered', () => {
    saveSettings({ baseUrl: '', apiKey: 'secret-1', remember: false });
    expect(sessionStorage.getItem('api-settings')).toContain('secret-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-1');
    expect(loadSettings().apiKey).toBe('secret-1');
  });

  it('moves the key to the device when remembered, and back when not', () => {
    saveSettings({ baseUrl: 'https://api.example.com/', apiKey: 'secret-2', remember: true });
    expect(localStorage.getItem('api-settings')).toContain('secret-2');
    expect(sessionStorage.getItem('api-settings')).toBeNull();
    saveSettings({ baseUrl: '', apiKey: 'secret-2', remember: false });
    expect(localStorage.getItem('api-settings')).toBeNull();
  });

  it('accepts only http(s) base URLs or empty', () => {
    expect(isValidBaseUrl('')).toBe(true);
    expect(isValidBaseUrl('https://api.example.com/v1')).toBe(true);
    expect(isValidBaseUrl('javascript:alert(1)')).toBe(false);
    expect(isValidBaseUrl('api.example.com')).toBe(false);
  });

  it('ignores a stored base URL that is not http(s)', () => {
    localStorage.setItem(
      'api-settings',
      JSON.stringify({ baseUrl: 'javascript:alert(1)', apiKey: 'k', remember: true }),
    );
    expect(loadSettings()).toEqual({ baseUrl: '', apiKey: 'k', remember: true });
  });
});
