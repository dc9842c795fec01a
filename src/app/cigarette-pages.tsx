import { lazy } from 'react';

// The catalog (/cigarettes) and the compare view (/compare), each in a chunk of its own, reached through
// this small one: the shell holds one lazy import for both pages rather than two (bundle budget).
const CatalogPage = lazy(() => import('./catalog-page').then((m) => ({ default: m.CatalogPage })));
const ComparePage = lazy(() => import('./compare-page').then((m) => ({ default: m.ComparePage })));

/** The page of a cigarette route; suspends (to the app's boundary) while its chunk loads. */
export function CigarettePages({ route }: { route: 'catalog' | 'compare' }) {
  return route === 'catalog' ? <CatalogPage /> : <ComparePage />;
}
