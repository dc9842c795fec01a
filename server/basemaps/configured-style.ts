import { API } from '../../contract/api';
import { apiPath } from '../../contract/api-path';
import type { BasemapEntry } from '../../contract/basemap-list-schema';
import type { Basemap } from './basemaps-file';
import { type PmtilesConfig, type TileSourceConfig, tileSources } from './basemaps-schema';

/** Where the page reaches a configured basemap's pieces through this server (root-relative). */
export const basemapPaths = {
  style: (id: string) => apiPath(API.configuredStyle, { id }),
  tile: (id: string, source: number) =>
    `${apiPath(API.basemapTile, { id, z: '{z}', x: '{x}', y: '{y}' })}?s=${source}`,
  archive: (id: string) => apiPath(API.basemapArchive, { id }),
};

/** A template with its key filled in (only ever for the server's own fetch, or a non-proxied entry). */
export function fillKey(template: string, key: string | undefined): string {
  return key === undefined ? template : template.replaceAll('{key}', encodeURIComponent(key));
}

/** The entry as GET /api/basemaps lists it: no template, key or file path. */
export function listedBasemap(basemap: Basemap): BasemapEntry {
  const { id, label, datum, attribution } = basemap;
  return { id, label, datum, attribution, styleUrl: basemap.style ?? basemapPaths.style(id) };
}

type Source = Pick<TileSourceConfig, 'type' | 'tileSize' | 'minzoom' | 'maxzoom' | 'layers'>;

/**
 * The MapLibre style this server makes for a `tiles` or `pmtiles` entry: one source per XYZ
 * source (or the archive), drawn as a raster layer or by the entry's own vector layers.
 * A proxied entry's tiles point at this server, so its templates and key stay here.
 */
export function configuredStyle(basemap: Basemap) {
  const sources: Record<string, object> = {};
  const layers: object[] = [];
  const add = (source: Source, where: { tiles: string[] } | { url: string }) => {
    const id = `s${Object.keys(sources).length}`;
    const { type, tileSize, minzoom, maxzoom } = source;
    sources[id] = {
      type,
      ...where,
      minzoom,
      maxzoom,
      attribution: basemap.attribution,
      ...(type === 'raster' ? { tileSize } : {}),
    };
    if (type === 'raster') layers.push({ id, type: 'raster', source: id });
    else layers.push(...(source.layers ?? []).map((layer) => ({ source: id, ...layer })));
  };
  tileSources(basemap).forEach((source, index) =>
    add(source, {
      tiles: basemap.proxy
        ? [basemapPaths.tile(basemap.id, index)]
        : source.urls.map((template) => fillKey(template, basemap.key)),
    }),
  );
  if (basemap.pmtiles) add(basemap.pmtiles, { url: `pmtiles://${archiveUrl(basemap.id, basemap.pmtiles)}` });
  return { version: 8, ...(basemap.glyphs ? { glyphs: basemap.glyphs } : {}), sources, layers };
}

/** A local archive is served by this server (root-relative: the page makes it absolute). */
function archiveUrl(id: string, pmtiles: PmtilesConfig): string {
  return pmtiles.url ?? basemapPaths.archive(id);
}
