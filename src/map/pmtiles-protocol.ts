import { Protocol } from 'pmtiles';
import { loadMaplibre } from './load-maplibre';

let added: Promise<void> | undefined;

/**
 * Lets MapLibre read `pmtiles://<url>` sources (a Protomaps-style archive by HTTP range requests).
 * Loaded lazily, the first time a chosen basemap's style has such a source; added once.
 */
export function addPmtilesProtocol(): Promise<void> {
  added ??= loadMaplibre().then((maplibre) => {
    const protocol = new Protocol();
    maplibre.addProtocol('pmtiles', protocol.tile);
  });
  return added;
}
