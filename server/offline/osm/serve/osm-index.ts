import { haversineMetres } from '../../shared/great-circle';
import { featureParts, ringsContainer, type OsmTable } from './osm-table';

const METRES_PER_DEGREE = 111_320;

/** A lng/lat box reaching `metres` around a point. */
function boxAround(lng: number, lat: number, metres: number): [number, number, number, number] {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

export interface Hit {
  feature: number;
  distance: number;
  lng: number;
  lat: number;
}

/** Points of the table within `radius` metres, nearest first. */
export function pointsNear(
  table: OsmTable,
  lng: number,
  lat: number,
  radius: number,
  keep: (feature: number) => boolean = () => true,
): Hit[] {
  const hits: Hit[] = [];
  for (const feature of table.index.search(...boxAround(lng, lat, radius))) {
    if (!keep(feature)) continue;
    const x = table.coords[feature * 2]! / 1e7;
    const y = table.coords[feature * 2 + 1]! / 1e7;
    const distance = haversineMetres(lng, lat, x, y);
    if (distance <= radius) hits.push({ feature, distance, lng: x, lat: y });
  }
  return hits.sort((a, b) => a.distance - b.distance || a.feature - b.feature);
}

/** The nearest line within `radius` metres: the feature, the distance to the line and the closest point on it. */
export function nearestLine(
  table: OsmTable,
  lng: number,
  lat: number,
  radius: number,
  keep: (feature: number) => boolean = () => true,
): Hit | undefined {
  // A local equirectangular plane in metres: exact enough within a few km.
  const kx = METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const ky = METRES_PER_DEGREE;
  let best: Hit | undefined;
  let bestPlane = Infinity;
  for (const feature of table.index.search(...boxAround(lng, lat, radius))) {
    if (!keep(feature)) continue;
    for (const [from, to] of featureParts(table, feature)) {
      for (let i = from; i < to - 1; i++) {
        const ax = (table.coords[i * 2]! / 1e7 - lng) * kx;
        const ay = (table.coords[i * 2 + 1]! / 1e7 - lat) * ky;
        const bx = (table.coords[i * 2 + 2]! / 1e7 - lng) * kx;
        const by = (table.coords[i * 2 + 3]! / 1e7 - lat) * ky;
        const dx = bx - ax;
        const dy = by - ay;
        const length2 = dx * dx + dy * dy;
        const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
        const px = ax + t * dx;
        const py = ay + t * dy;
        const d = Math.hypot(px, py);
        if (d < bestPlane || (d === bestPlane && best && feature < best.feature)) {
          bestPlane = d;
          best = { feature, distance: 0, lng: lng + px / kx, lat: lat + py / ky };
        }
      }
    }
  }
  if (!best) return undefined;
  best.distance = haversineMetres(lng, lat, best.lng, best.lat);
  return best.distance <= radius ? best : undefined;
}

/** Polygon features containing the point. */
export function polygonsContaining(
  table: OsmTable,
  lng: number,
  lat: number,
  keep: (feature: number) => boolean = () => true,
): number[] {
  return table.index
    .search(lng, lat, lng, lat)
    .filter((feature) => keep(feature) && ringsContainer(table, feature, lng, lat))
    .sort((a, b) => a - b);
}
