import { DEFAULT_CACHE_FILE, loadGeoData } from './geo-cache';
import { loadPlaceIndex, placeIndexFile } from './place-index-cache';

// `npm ci` runs this (postinstall): prepares the offline geodata cache so the first
// `npm start` is as fast as later ones. Never fails the install: the server builds
// the cache itself on first start when it is missing.

try {
  const started = performance.now();
  const { data, key, fromCache } = loadGeoData();
  const places = loadPlaceIndex(data, key);
  const ms = Math.round(performance.now() - started);
  const files = `${DEFAULT_CACHE_FILE} and ${placeIndexFile(undefined).file}`;
  console.log(
    fromCache && places.fromCache
      ? `offline geodata: ${files} are up to date`
      : `offline geodata: prepared ${files} in ${ms} ms`,
  );
} catch (error) {
  console.warn(
    `offline geodata: not prepared now (${error instanceof Error ? error.message : String(error)}); the server will prepare it on first start`,
  );
}
