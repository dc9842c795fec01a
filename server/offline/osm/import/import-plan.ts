import { CrossroadFinder } from './crossroads';
import { interpolationStep } from './interpolation';
import type { OsmWay } from './osm-elements';
import {
  areaKind,
  isBuilding,
  isGreenArea,
  isStreetClass,
  isWaterArea,
  isWaterLine,
  poiTag,
  preferredName,
  roadClass,
  type Tags,
} from './osm-tags';
import type { RecordFile } from './record-file';
import type { StringTable } from './string-table';

/** A way whose first and last node are one, with a ring's worth of nodes. */
export const isClosed = (refs: readonly number[]) => refs.length > 3 && refs[0] === refs[refs.length - 1];

/**
 * Whether the import keeps anything of a way with these tags: a road, a waterway, an
 * interpolation line, or (closed) water, green, a building, a named area, a house number or a POI.
 */
export function keptWay(tags: Tags, closed: boolean): boolean {
  if (roadClass(tags) >= 0 || isWaterLine(tags)) return true;
  if (tags['addr:interpolation'] && interpolationStep(tags['addr:interpolation']) > 0) return true;
  if (!closed) return false;
  const named = preferredName(tags) !== '';
  return (
    isWaterArea(tags) ||
    isGreenArea(tags) ||
    isBuilding(tags) ||
    Boolean(tags['addr:housenumber']) ||
    (named && (areaKind(tags) >= 0 || poiTag(tags) !== undefined))
  );
}

/**
 * The ways pass, between the relations pass and the full read: the crossroads (found here,
 * spilled to disk as they go, so the full read only places them) and the nodes whose house
 * numbers interpolation lines need.
 */
export class WayPlan {
  private readonly crossroads: CrossroadFinder;
  readonly interpolationNodes = new Set<number>();

  constructor(
    private readonly strings: StringTable,
    private readonly isMember: (wayId: number) => boolean,
    file: (name: string) => string,
  ) {
    this.crossroads = new CrossroadFinder(file);
  }

  way(way: OsmWay): void {
    const tags = way.tags;
    if (!this.isMember(way.id) && !(tags && keptWay(tags, isClosed(way.refs)))) return;
    if (!tags) return;
    const road = roadClass(tags);
    const name = preferredName(tags);
    if (name && isStreetClass(road) && tags.area !== 'yes')
      this.crossroads.addWay(way.refs, this.strings.id(name), road);
    if (tags['addr:interpolation']) for (const ref of way.refs) this.interpolationNodes.add(ref);
  }

  /** The crossroads found: (node id, first name, second name) in node id order. */
  finish(): RecordFile {
    return this.crossroads.junctions();
  }
}
