/**
 * Where the server serves the app's own basemap style. Apart from its entry (basemap-list-schema.ts) with no
 * imports, so the build's first-view plugin can read it under Vite's native config loader.
 */
export const BASEMAP_STYLE_PATH = '/api/basemap/style.json';
