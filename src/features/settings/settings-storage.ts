import { setRequestSettings } from '../../api/http';

/** What the user set: where the API is and the key it wants. */
export interface ApiSettings {
  /** '' is this server. */
  baseUrl: string;
  apiKey: string;
  /** Keep on this device (localStorage) rather than for this tab (sessionStorage). */
  remember: boolean;
}

const STORAGE_KEY = 'api-settings';
export const EMPTY_SETTINGS: ApiSettings = { baseUrl: '', apiKey: '', remember: false };

export function isValidBaseUrl(value: string): boolean {
  if (value.trim() === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

function read(storage: Storage): ApiSettings | undefined {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<ApiSettings>;
    const baseUrl =
      typeof value.baseUrl === 'string' && isValidBaseUrl(value.baseUrl) ? value.baseUrl.trim() : '';
    return {
      baseUrl,
      apiKey: typeof value.apiKey === 'string' ? value.apiKey : '',
      remember: value.remember === true,
    };
  } catch {
    return undefined;
  }
}

/** The tab's settings win over the remembered ones. */
export function loadSettings(): ApiSettings {
  return read(sessionStorage) ?? read(localStorage) ?? EMPTY_SETTINGS;
}

/** Keeps the settings for this tab only, or on this device when `remember` is ticked, never both. */
export function saveSettings(settings: ApiSettings) {
  const text = JSON.stringify({ ...settings, baseUrl: settings.baseUrl.trim() });
  const [keep, drop] = settings.remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  keep.setItem(STORAGE_KEY, text);
  drop.removeItem(STORAGE_KEY);
  applySettings(settings);
}

/** Hands the settings to the API client (the key goes only into the Authorization header). */
export function applySettings(settings: ApiSettings) {
  setRequestSettings({ baseUrl: settings.baseUrl.trim(), apiKey: settings.apiKey || undefined });
}
