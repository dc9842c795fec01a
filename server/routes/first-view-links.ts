/**
 * Around the links index.html carries for the map's first view (scripts/preload-first-view.ts):
 * MapLibre, its worker and the basemap's style, loaded as the HTML arrives. A page without the
 * map is sent without them (static-site.ts), so it does not download the map for nothing.
 */
export const FIRST_VIEW_START = '<!-- first view -->';
export const FIRST_VIEW_END = '<!-- /first view -->';

/** The pages that show no map (src/app/use-route.ts): the catalog and the compare view. */
const WITHOUT_MAP = /^\/(?:cigarettes|compare)\/*$/;

/** index.html as sent for `path`: without the first view's links on a page with no map. */
export function pageFor(path: string, html: string): string {
  if (!WITHOUT_MAP.test(path)) return html;
  const start = html.indexOf(FIRST_VIEW_START);
  const end = html.indexOf(FIRST_VIEW_END);
  if (start < 0 || end < start) return html;
  const lineStart = html.lastIndexOf('\n', start) + 1;
  return html.slice(0, lineStart) + html.slice(html.indexOf('\n', end) + 1);
}
