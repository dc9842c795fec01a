import { workerData } from 'node:worker_threads';
import { geoDataFromShared } from '../offline/geo/cache/geo-cache';
import { loadPlaceIndex } from '../offline/geo/cache/place-index-cache';
import { loadOsmData } from '../offline/osm/serve/load-osm-data';
import { osmPlaces } from '../offline/osm/serve/osm-place-source';

// A worker thread (services/street-level.ts): the place index with the names of the extracts in
// `dir`, built and written to its cache file here, so that the server's own thread only reads
// it back. Building takes seconds of CPU (pinyin for every name) that would stop every request.
// The geodata is the server's own, shared: not read again.
const { dir, buffer, key } = workerData as {
  dir: string;
  buffer: SharedArrayBuffer;
  key: Record<string, string>;
};
const osm = loadOsmData(dir);
if (osm) loadPlaceIndex(geoDataFromShared(buffer), key, osmPlaces(osm));
