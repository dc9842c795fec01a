import { roundCoordinate } from '../../api/geocode-queries';
import { csvCell } from '../../../common/spreadsheet-cell';
import { convertPoint } from '../../../common/convert-point';
import type { LookupEntry } from '../../store/history-slice';

/**
 * The CSV export's table, one row per lookup; coordinates as the app uses them (GCJ-02). Names
 * and labels can come from a shared link, so cells that start like a formula are neutralised.
 */
export function historyTable(lookups: readonly LookupEntry[]): (string | number)[][] {
  const rows = lookups.map((entry) =>
    entry.kind === 'point'
      ? ['point', entry.at, entry.lat, entry.lng, entry.label ?? '', '']
      : ['cigarette', entry.at, '', '', '', entry.name],
  );
  return [
    ['kind', 'time', 'lat_gcj02', 'lng_gcj02', 'label', 'name'],
    ...rows.map((row) => row.map(csvCell)),
  ];
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
      const { lng, lat } = convertPoint(entry, 'GCJ-02', 'WGS-84');
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [roundCoordinate(lng), roundCoordinate(lat)] },
          properties: {
            time: entry.at,
            label: entry.label ?? '',
            lat_gcj02: entry.lat,
            lng_gcj02: entry.lng,
          },
        },
      ];
    }),
  };
}
