import { EnvHttpProxyAgent, fetch, type Dispatcher, type Response } from 'undici';
import { osmDownloadSettings } from '../../../config';
import { readCappedBody } from '../../../limits/read-capped-body';
import { closestNames, resolveRegion, UnknownRegionError } from './resolve-region';
import { CHINA_REGIONS } from './china-regions';

export const DEFAULT_DOWNLOAD_BASE = 'https://download.geofabrik.de';

/** An .md5 file is one line; Geofabrik's index-v1-nogeom.json is about 1 MB. Longer answers are refused. */
const MAX_MD5_BYTES = 64 * 1024;
const MAX_INDEX_BYTES = 32 * 1024 * 1024;

/** The download server in Geofabrik's layout: `<base>/<id>-latest.osm.pbf` and its `.md5`. */
export interface Mirror {
  base: string;
  dispatcher: Dispatcher;
  /** The connect, headers and body time-out of `dispatcher`, for messages. */
  timeoutMs: number;
  /** OSM_DOWNLOAD_MAX_BYTES: an extract longer than this is not downloaded. */
  maxBytes: number;
}

/**
 * OSM_DOWNLOAD_BASE (default Geofabrik), through HTTPS_PROXY / HTTP_PROXY (NO_PROXY honoured) when
 * set: Node's own fetch ignores them, undici's EnvHttpProxyAgent reads them.
 */
export function mirrorFromEnv(env: NodeJS.ProcessEnv): Mirror {
  // How long a connection may stay silent (no headers, no bytes) before the download gives up on it.
  const { base, maxBytes, timeoutMs: timeout } = osmDownloadSettings(env, DEFAULT_DOWNLOAD_BASE);
  return {
    base,
    maxBytes,
    timeoutMs: timeout,
    dispatcher: new EnvHttpProxyAgent({
      connectTimeout: timeout,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    }),
  };
}

export const extractUrl = (mirror: Mirror, id: string) => `${mirror.base}/${id}-latest.osm.pbf`;

export function request(
  mirror: Mirror,
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return fetch(url, { ...init, dispatcher: mirror.dispatcher }).catch((error: Error) => {
    throw new Error(`${url}: ${describeFailure(error, mirror)}`);
  });
}

/** undici's error (or its cause), and for a time-out the limit that was reached. */
export function describeFailure(error: Error, mirror: Mirror): string {
  const cause = (error.cause as (Error & { code?: string }) | undefined) ?? error;
  const timedOut = /_TIMEOUT$/.test((cause as { code?: string }).code ?? '');
  return timedOut
    ? `${cause.message} (silent for ${mirror.timeoutMs / 1000} s, OSM_DOWNLOAD_TIMEOUT_MS)`
    : cause.message;
}

/** What the mirror says of the region's current file; a 404 throws UnknownRegionError. */
export async function remoteExtract(
  mirror: Mirror,
  id: string,
): Promise<{ url: string; md5: string; lastModified: string; bytes: number }> {
  const url = extractUrl(mirror, id);
  const head = await request(mirror, url, { method: 'HEAD' });
  if (head.status === 404) throw new UnknownRegionError(id, await knownIds(mirror, id));
  if (!head.ok) throw new Error(`${url}: HTTP ${head.status}`);
  const md5Response = await request(mirror, `${url}.md5`);
  const text = await okText(md5Response, `${url}.md5`);
  const md5 = /^([0-9a-f]{32})\b/i.exec(text.trim())?.[1]?.toLowerCase();
  if (!md5) throw new Error(`${url}.md5 is not in md5sum format: ${JSON.stringify(text.slice(0, 80))}`);
  return {
    url,
    md5,
    lastModified: lastModified(head),
    bytes: Number(head.headers.get('content-length')) || 0,
  };
}

export const lastModified = (response: Response) => {
  const header = response.headers.get('last-modified');
  const date = header ? new Date(header) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
};

async function okText(response: Response, url: string) {
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await readCappedBody(response, MAX_MD5_BYTES)).toString('utf8');
}

/** The ids closest to `id`: from the mirror's index, else China's list. */
async function knownIds(mirror: Mirror, id: string): Promise<string[]> {
  return closestNames(id, (await mirrorIds(mirror)) ?? CHINA_REGIONS.map((r) => r.id));
}

/**
 * A region as resolveRegion reads it; else a bare Geofabrik name (`monaco`) found once in the
 * mirror's index; else UnknownRegionError with the closest names of both.
 */
export async function resolveOnMirror(mirror: Mirror, region: string): Promise<string> {
  try {
    return resolveRegion(region);
  } catch (error) {
    if (!(error instanceof UnknownRegionError)) throw error;
    const ids = (await mirrorIds(mirror)) ?? [];
    const key = region.trim().toLowerCase();
    const found = ids.filter((id) => id.slice(id.lastIndexOf('/') + 1) === key);
    if (found.length === 1) return found[0]!;
    throw new UnknownRegionError(region, closestNames(region, [...ids, ...error.closest]));
  }
}

/** The ids in the mirror's index (Geofabrik's index-v1-nogeom.json), or undefined without one. */
async function mirrorIds(mirror: Mirror): Promise<string[] | undefined> {
  try {
    const response = await request(mirror, `${mirror.base}/index-v1-nogeom.json`);
    if (!response.ok) return undefined;
    const index = JSON.parse((await readCappedBody(response, MAX_INDEX_BYTES)).toString('utf8')) as {
      features?: { properties?: { urls?: { pbf?: string } } }[];
    };
    const ids = (index.features ?? []).flatMap(({ properties }) => {
      const pbf = properties?.urls?.pbf;
      const path = pbf ? new URL(pbf).pathname : '';
      return path.endsWith('-latest.osm.pbf') ? [path.slice(1, -'-latest.osm.pbf'.length)] : [];
    });
    return ids.length ? ids : undefined;
  } catch {
    return undefined; // no index: China's list still gives a hint
  }
}
