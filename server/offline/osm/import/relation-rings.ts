import osm2geojson from 'osm2geojson-lite';
import type { OsmMember } from './osm-elements';
import type { Line } from '../format/rings';

/** A polygon as flat rings: the outer one first (counter-clockwise), then its holes (clockwise). */
export type Rings = Line[];

/**
 * The geometry of the ways that area relations are made of, kept during the second pass
 * (as 1e-7 degree integers in the contract datum): only ways a relation asked for, so memory
 * follows the relations' size, not the extract's.
 */
export class MemberWays {
  private readonly wanted = new Set<number>();
  private readonly lines = new Map<number, Int32Array>();
  private held = 0;

  want(wayId: number): void {
    this.wanted.add(wayId);
  }

  wants(wayId: number): boolean {
    return this.wanted.has(wayId);
  }

  keep(wayId: number, line: Line): void {
    const coords = Int32Array.from(line, (value) => Math.round(value * 1e7));
    this.lines.set(wayId, coords);
    this.held += coords.byteLength;
  }

  /** [{lon, lat}] of a kept way, or undefined when the extract does not have it. */
  geometry(wayId: number): Array<{ lon: number; lat: number }> | undefined {
    const coords = this.lines.get(wayId);
    if (!coords) return undefined;
    const points = new Array<{ lon: number; lat: number }>(coords.length / 2);
    for (let i = 0; i < points.length; i++)
      points[i] = { lon: coords[i * 2]! / 1e7, lat: coords[i * 2 + 1]! / 1e7 };
    return points;
  }

  get bytes(): number {
    return this.held;
  }
}

type Geometry = { type: string; coordinates: unknown };

/**
 * The polygons of a multipolygon or boundary relation, rings joined from its member ways by
 * osm2geojson-lite (ways that do not close into a ring, e.g. cut by the extract's edge, are left out).
 * Members without a role count as outer, as OSM's old multipolygons have them.
 */
export function relationPolygons(id: number, members: OsmMember[], ways: MemberWays): Rings[] {
  const wayMembers = [];
  for (const member of members) {
    if (member.type !== 'way' || (member.role !== 'outer' && member.role !== 'inner' && member.role !== ''))
      continue;
    const geometry = ways.geometry(member.ref);
    if (!geometry) continue;
    wayMembers.push({ type: 'way', ref: member.ref, role: member.role || 'outer', geometry });
  }
  if (wayMembers.length === 0) return [];
  const relation = { type: 'relation', id, tags: { type: 'multipolygon' }, members: wayMembers };
  const geometry = osm2geojson({ elements: [relation] }) as unknown as Geometry | null;
  if (!geometry?.type) return [];
  const polygons = (
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : []
  ) as number[][][][];
  return polygons.map((rings) => rings.map((ring) => ring.flat()));
}
