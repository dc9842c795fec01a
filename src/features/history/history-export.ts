import gcoord from 'gcoord';
import { downloadBlob } from '../../lib/download';
import { roundCoordinate } from '../../api/geocode-queries';
import { toCsv } from '../../lib/csv';
import type { LookupEntry } from '../../store/history-slice';

/**
 * CSV with one row per lookup; coordinates as the app uses them (GCJ-02). Names and
 * labels can come from a shared link, so cells that start like a formula are neutralised.
 */
export function historyToCsv(lookups: readonly LookupEntry[]): string {
  return toCsv(
    ['kind', 'time', 'lat_gcj02', 'lng_gcj02', 'label', 'name'],
    lookups.map((entry) =>
      entry.kind === 'point'
        ? ['point', entry.at, entry.lat, entry.lng, entry.label ?? '', '']
        : ['cigarette', entry.at, '', '', '', entry.name],
    ),
  );
}

/**
 * The looked-up points as GeoJSON. RFC 7946 coordinates are WGS-84, so each point
 * is converted; the GCJ-02 original is kept in its properties.
 */
export function historyToGeoJson(lookups: readonly LookupEntry[]) {
  return {
    type: 'FeatureCollection' as const,
    features: lookups.flatMap((entry) => {
      if (entry.kind !== 'point') return [];
      const [lng, lat] = gcoord.transform([entry.lng, entry.lat], gcoord.GCJ02, gcoord.WGS84) as [number, number];
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [roundCoordinate(lng), roundCoordinate(lat)] },
          properties: { time: entry.at, label: entry.label ?? '', lat_gcj02: entry.lat, lng_gcj02: entry.lng },
        },
      ];
    }),
  };
}

/** Offers text as a file download. */
export function downloadText(filename: string, text: string, type: string) {
  downloadBlob(filename, new Blob([text], { type }));
}
