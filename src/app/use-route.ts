import { useSyncExternalStore, type MouseEvent } from 'react';

/** The app's pages: the map (/), the batch view (/batch), the catalog (/cigarettes) and the compare view (/compare). */
export type Route = 'map' | 'batch' | 'catalog' | 'compare';

const PATHS: Record<Route, string> = {
  map: '/',
  batch: '/batch',
  catalog: '/cigarettes',
  compare: '/compare',
};

export function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '');
  return path === '/batch'
    ? 'batch'
    : path === '/cigarettes'
      ? 'catalog'
      : path === '/compare'
        ? 'compare'
        : 'map';
}

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
