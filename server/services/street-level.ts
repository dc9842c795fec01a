import type { Config } from '../config';
import { CurrentData } from './current-data';
import type { Logger } from '../observe/logger';
import type { GeoStreetLevel, OfflineGeo } from '../offline/geo/load-offline-geo';
import { regionLookupOf } from '../offline/geo/lookup/region-lookup';
import { osmDataDir } from '../offline/osm/format/osm-data-dir';
import { CountryLookup } from '../offline/geo/lookup/country-lookup';
import { withStreetLevel } from '../offline/osm/serve/street-answer';
import {
  loadStreetLevel,
  readStreetLevel,
  type StreetLevelData,
} from '../offline/osm/serve/street-level-data';
import { watchOsmData } from '../offline/osm/serve/watch-osm-data';
import type { OfflineGeocoder } from '../offline/parts';
import { startWorker } from '../offline/shared/ts-worker';

/** Builds the place index of `dir`'s extracts into its cache file in a worker thread (place-index-worker.ts). */
function placeIndexApart(dir: string, geo: OfflineGeo['shared'], signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const entry = new URL('./place-index-worker.ts', import.meta.url);
    const worker = startWorker(entry, { workerData: { dir, ...geo } });
    // A load given up (timed out, or a newer import) stops its worker.
    signal.addEventListener('abort', () => void worker.terminate(), { once: true });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code ? reject(new Error(`the place index worker exited with ${code}`)) : resolve(),
    );
  });
}

/** Everything served that depends on the imported extracts: one value, swapped whole. */
interface StreetLevelSet {
  osm: StreetLevelData;
  geo: GeoStreetLevel;
  geocoder?: OfflineGeocoder | undefined;
}

/**
 * The imported OpenStreetMap data as the server serves it, replaced without a restart when a new
 * import lands in OSM_DATA_DIR (its manifest polled; SIGHUP through `check(true)`). Each request
 * answers from the set current when it started (`current.run`, applied to every request by the
 * app); the new set is built whole, place index included, before any request sees it, and the
 * old one is referenced by nothing once its requests are done. `baseGeocoder` (offline provider
 * only) gets the street level of the current set.
 */
export function streetLevelService(
  config: Config,
  geo: OfflineGeo,
  log: Logger,
  baseGeocoder?: OfflineGeocoder,
) {
  // Where labels keep local names (answer-names.ts), and countries by code, as the base answer names them.
  const regions = regionLookupOf(geo.data);
  const provinceAt = (lng: number, lat: number) => regions.find(lng, lat)?.province ?? '';
  const nations = new Map(geo.data.countries.records.map((country) => [country.code, country.name]));
  const nationName = (code: string) => nations.get(code);
  const countries = new CountryLookup(geo.data.countries, geo.data.indexes.countries);
  const countryBesides = (lng: number, lat: number, code: string) => countries.besides(lng, lat, code);
  const build = (osm: StreetLevelData): StreetLevelSet => ({
    osm,
    geo: geo.streetLevel(osm),
    geocoder: baseGeocoder && withStreetLevel(baseGeocoder, osm.data, nationName, countryBesides),
  });
  const describe = (osm: StreetLevelData) =>
    osm.data?.manifest.extracts.map((extract) => extract.file).join(', ') ?? 'nothing';
  const dir = osmDataDir(config);
  const watch = watchOsmData(
    dir,
    async (signal) => {
      const started = performance.now();
      await placeIndexApart(dir, geo.shared, signal);
      // The place index is then read from its cache: nothing here holds the thread for long.
      const next = build(await readStreetLevel(config, provinceAt));
      return () => {
        current.swap(next);
        const ms = Math.round(performance.now() - started);
        log(`street-level data swapped in: ${describe(next.osm)} (loaded in ${ms} ms)`);
      };
    },
    log,
    undefined,
    config.OSM_LOAD_TIMEOUT_MS,
  );
  // After the watch took the manifest's stamp: an import landing in between is loaded again.
  const current = new CurrentData(build(loadStreetLevel(config, provinceAt)));
  const geocoder: OfflineGeocoder | undefined = baseGeocoder && {
    get version() {
      return current.get().geocoder!.version;
    },
    reverse: (params) => current.get().geocoder!.reverse(params),
  };
  return {
    /** Runs a request over the current set. */
    run: <R>(work: () => R) => current.run(work),
    /** What the map's routes serve: the offline geo data, and the current set's street tiles and geo answers. */
    map: {
      geo,
      tiles: () => current.get().osm.tiles,
      geoNow: () => current.get().geo,
    },
    geocoder,
    health: () => current.get().osm.health,
    /** Whether a new set is loading (readiness answers 503 then). */
    loading: () => watch.loading,
    check: watch.check,
    stop: watch.stop,
  };
}
