import { useSyncExternalStore, type MouseEvent } from 'react';

/** The app's two pages: the map (/) and the batch view (/batch). */
export type Route = 'map' | 'batch';

const PATHS: Record<Route, string> = { map: '/', batch: '/batch' };

export const routeOf = (pathname: string): Route => (pathname.replace(/\/+$/, '') === '/batch' ? 'batch' : 'map');

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeOf(window.location.pathname));
}

/** A link's href and click handler that switch pages without a reload; the query (the point) is kept. */
export function routeLink(route: Route) {
  const href = `${PATHS[route]}${window.location.search}`;
  return {
    href,
    onClick(event: MouseEvent) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      window.history.pushState(null, '', `${PATHS[route]}${window.location.search}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  };
}
