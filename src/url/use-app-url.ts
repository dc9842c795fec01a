import { useCallback, useSyncExternalStore } from 'react';
import { parseAppUrl, writeAppUrl, type AppUrlState, type ParsedAppUrl } from './app-url';

// The URL is the store for shareable state. Components read it through this
// hook and change it with `navigate`: 'push' for a lookup (a new history entry),
// 'replace' for panning, zooming and other adjustments.

const URL_CHANGE = 'app-url-change';
const URL_PUSH = 'app-url-push';

/** Calls `onChange` when the URL changes: back/forward, or a navigation of this app. */
export function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

let cachedSearch: string | undefined;
let cachedParse: ParsedAppUrl | undefined;

/** Parses location.search once per distinct value so every reader gets the same object. */
export function currentAppUrl(): ParsedAppUrl {
  const search = window.location.search;
  if (search !== cachedSearch || !cachedParse) {
    cachedSearch = search;
    cachedParse = parseAppUrl(search);
  }
  return cachedParse;
}

export type NavigateMode = 'push' | 'replace';

export function navigateAppUrl(patch: Partial<AppUrlState>, mode: NavigateMode) {
  const { state, unknown } = currentAppUrl();
  const next = writeAppUrl({ ...state, ...patch }, unknown);
  if (next === window.location.search) return;
  setUrlSearch(next, mode);
  if (mode === 'push') window.dispatchEvent(new Event(URL_PUSH));
}

/** Sets the page's query string (a new history entry or in place) and tells the URL's readers. */
export function setUrlSearch(search: string, mode: NavigateMode) {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(URL_CHANGE));
}

/** Calls `listener` after each pushed navigation (a new lookup), not on replace or back/forward. */
export function onAppUrlPush(listener: () => void) {
  window.addEventListener(URL_PUSH, listener);
  return () => window.removeEventListener(URL_PUSH, listener);
}

/** The parsed URL (re-rendering on every change, including back/forward) and a navigate function. */
export function useAppUrl() {
  const parsed = useSyncExternalStore(subscribeToUrl, currentAppUrl);
  const navigate = useCallback(
    (patch: Partial<AppUrlState>, mode: NavigateMode) => navigateAppUrl(patch, mode),
    [],
  );
  return { ...parsed, navigate };
}
