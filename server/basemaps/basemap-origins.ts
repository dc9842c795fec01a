import type { Basemap } from './basemaps-file';
import { templateOrigin, tileSources } from './basemaps-schema';

export interface BasemapOrigins {
  /** Fetched by the page: styles, vector tiles, archives, glyphs (and raster tiles, which MapLibre fetches too). */
  connect: string[];
  /** Decoded as images: raster tiles and a style's sprites. */
  img: string[];
}

/**
 * The other origins the page reaches for the configured basemaps, for the CSP: each only for
 * what it serves. Proxied entries and local archives add none (they come from this server).
 * No worker source is needed: MapLibre's worker is this app's own file.
 */
export function basemapOrigins(basemaps: readonly Basemap[]): BasemapOrigins {
  const connect = new Set<string>();
  const img = new Set<string>();
  for (const basemap of basemaps) {
    if (basemap.style) {
      // A style's sprites are images; its tiles and glyphs are fetched (when on the style's origin).
      const origin = new URL(basemap.style).origin;
      connect.add(origin);
      img.add(origin);
    }
    if (basemap.glyphs) add(connect, templateOrigin(basemap.glyphs));
    if (basemap.pmtiles?.url) add(connect, new URL(basemap.pmtiles.url).origin);
    if (basemap.proxy) continue;
    for (const source of tileSources(basemap)) {
      for (const template of source.urls) {
        const origin = templateOrigin(template);
        add(connect, origin);
        if (source.type === 'raster') add(img, origin);
      }
    }
  }
  return { connect: [...connect], img: [...img] };
}

function add(set: Set<string>, origin: string | undefined) {
  if (origin) set.add(origin);
}
