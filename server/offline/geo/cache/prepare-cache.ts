import { DEFAULT_CACHE_FILE, loadGeoData } from './geo-cache';

// `npm ci` runs this (postinstall): prepares the offline geodata cache so the first
// `npm start` is as fast as later ones. Never fails the install: the server builds
// the cache itself on first start when it is missing.

try {
  const started = performance.now();
  const { fromCache } = loadGeoData();
  const ms = Math.round(performance.now() - started);
  console.log(
    fromCache
      ? `offline geodata: ${DEFAULT_CACHE_FILE} is up to date`
      : `offline geodata: prepared ${DEFAULT_CACHE_FILE} in ${ms} ms`,
  );
} catch (error) {
  console.warn(
    `offline geodata: not prepared now (${error instanceof Error ? error.message : String(error)}); the server will prepare it on first start`,
  );
}
