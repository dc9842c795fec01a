import type { StyleSpecification } from 'maplibre-gl';
import { FALLBACK_STYLE } from './fallback-style';

export interface LoadedStyle {
  style: StyleSpecification;
  /** False when the basemap could not be fetched and the plain fallback is drawn instead. */
  ok: boolean;
}

/**
 * Fetches a basemap style. Root-relative tile URLs are made absolute (the worker
 * resolves URLs against its own script). A failure gives the plain fallback style,
 * so clicking the map still works without a basemap.
 */
export async function loadStyle(
  styleUrl: string,
  origin: string,
  signal?: AbortSignal,
): Promise<LoadedStyle> {
  try {
    const response = await fetch(styleUrl, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return { style: FALLBACK_STYLE, ok: false };
    const style = (await response.json()) as StyleSpecification;
    if (style?.version !== 8 || typeof style.sources !== 'object')
      return { style: FALLBACK_STYLE, ok: false };
    const absolute = absolutize(style, origin);
    // The PMTiles reader loads only for a basemap that needs it.
    if (usesPmtiles(absolute)) await (await import('./pmtiles-protocol')).addPmtilesProtocol();
    return { style: absolute, ok: true };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { style: FALLBACK_STYLE, ok: false };
  }
}

const PMTILES = 'pmtiles://';

function usesPmtiles(style: StyleSpecification): boolean {
  return Object.values(style.sources).some((source) => 'url' in source && source.url?.startsWith(PMTILES));
}

function absolutize(style: StyleSpecification, origin: string): StyleSpecification {
  const root = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
  // pmtiles:///api/… is an archive on this server: the reader needs its absolute URL.
  const fix = (url: string) =>
    url.startsWith(PMTILES) ? PMTILES + root(url.slice(PMTILES.length)) : root(url);
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => {
      const next = { ...source } as Record<string, unknown>;
      if (Array.isArray(next.tiles)) next.tiles = (next.tiles as string[]).map(fix);
      if (typeof next.url === 'string') next.url = fix(next.url);
      return [id, next];
    }),
  ) as StyleSpecification['sources'];
  const extra: Partial<StyleSpecification> = {};
  if (style.glyphs) extra.glyphs = fix(style.glyphs);
  if (typeof style.sprite === 'string') extra.sprite = fix(style.sprite);
  return { ...style, ...extra, sources };
}
