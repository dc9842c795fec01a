import { OSM_TABLES, type OsmTableName } from '../format/data-format';
import { NAMES_SEPARATOR, SITE_KIND } from '../format/feature-codes';
import { ringCentroid, type Line } from '../format/rings';
import { largestOuter, splitLine, toContract, wound } from './geometry';
import { isClosed, keptWay, WayPlan } from './import-plan';
import { InterpolatedAddresses } from './interpolated-addresses';
import { NodeStore } from './node-store';
import {
  areaKind,
  isSite,
  isBuilding,
  isAreaRelation,
  isGreenArea,
  isLandmark,
  isStreetClass,
  isWaterArea,
  isWaterLine,
  groundKind,
  nationCode,
  poiCategory,
  poiTag,
  preferredName,
  roadClass,
  type Tags,
} from './osm-tags';
import { otherNames } from './object-names';
import { PlaceCollector, ringsBox } from './osm-places';
import { MemberWays, relationPolygons, type Rings } from './relation-rings';
import type { OsmNode, OsmRelation, OsmWay } from './osm-elements';
import type { RecordFile } from './record-file';
import { StringTable } from './string-table';
import { TableBuilder } from './table-builder';

/** The feature tables of one extract (OSM_TABLES), in the order they are drawn. */
export function createTables(file: (name: string) => string) {
  const tables = {} as Record<OsmTableName, TableBuilder>;
  for (const [name, { kind, props }] of Object.entries(OSM_TABLES)) {
    tables[name as OsmTableName] = new TableBuilder(kind, props, (column) => file(`${name}-${column}`));
  }
  return tables;
}
export type Tables = ReturnType<typeof createTables>;

/** Turns the stream of OSM elements into feature tables (nodes must come before ways, as in every extract). */
export class ExtractCollector {
  readonly tables: Tables;
  readonly strings: StringTable;
  private element = { id: '', index: -1 };
  readonly counts = { nodes: 0, ways: 0, relations: 0 };
  private readonly members = new MemberWays();
  private readonly plan: WayPlan;
  private readonly nodes: NodeStore;
  private junctions?: RecordFile;
  /** Named features for the place search (#17). */
  readonly search: PlaceCollector;
  private readonly interpolated = new InterpolatedAddresses();
  private readonly streetNames = new Set<number>();

  /** `file` names the temporary files it spills to (node coordinates, crossroad candidates). */
  constructor(file: (name: string) => string) {
    this.tables = createTables(file);
    this.strings = new StringTable(file('strings'));
    this.search = new PlaceCollector(file('places'));
    this.plan = new WayPlan(this.strings, (id) => this.members.wants(id), file);
    this.nodes = new NodeStore(file('nodes'));
  }

  /** Pass one: the relations whose member ways the later passes keep. */
  planRelation(relation: OsmRelation): void {
    if (!relation.tags || !isAreaRelation(relation.tags)) return;
    for (const member of relation.members ?? []) if (member.type === 'way') this.members.want(member.ref);
  }

  /** Pass two: the ways, to know which nodes to keep and where the crossroads are. */
  planWay(way: OsmWay): void {
    this.plan.way(way);
  }

  /** Ends the planning passes (done at the end if not called). */
  sealPlan(): void {
    this.junctions ??= this.plan.finish();
  }

  node(node: OsmNode): void {
    this.counts.nodes++;
    this.nodes.add(node.id, node.lon, node.lat);
    const tags = node.tags;
    if (!tags) return;
    const [lng, lat] = toContract(node.lon, node.lat);
    const id = `n${node.id}`;
    this.addTagged(tags, lng, lat, id);
    this.interpolated.node(node.id, tags, this.plan.interpolationNodes.has(node.id));
    const place = areaKind(tags);
    const name = preferredName(tags);
    if (place >= 0 && place < 2 && name) {
      this.search.place({ id: `osm:${id}`, name, kind: 'place', lng, lat });
      this.tables.places.addPoint(lng, lat, {
        kind: place,
        name: this.strings.id(name),
        id: this.elementId(id),
      });
    }
  }

  way(way: OsmWay): void {
    this.counts.ways++;
    const tags = way.tags;
    const member = this.members.wants(way.id);
    if (!member && !(tags && keptWay(tags, isClosed(way.refs)))) return;
    const nodes = this.nodes;
    const refs: number[] = [];
    const line: Line = [];
    for (const ref of way.refs) {
      const at = nodes.find(ref);
      if (at < 0) continue;
      refs.push(ref);
      line.push(nodes.lng(at), nodes.lat(at));
    }
    if (refs.length < 2) return;
    if (member) this.members.keep(way.id, line);
    if (!tags) return;
    const closed = isClosed(way.refs) && refs.length > 3;
    const name = this.strings.id(preferredName(tags));
    const road = roadClass(tags);
    if (road >= 0 && tags.area !== 'yes') {
      for (const piece of splitLine(line)) this.tables.roads.addFeature([piece], { class: road, name });
      if (name >= 0 && (isStreetClass(road) || road === 6)) this.streetNames.add(name);
      if (name >= 0) this.search.street(`osm:w${way.id}`, preferredName(tags), line);
    }
    if (isWaterLine(tags))
      for (const piece of splitLine(line)) this.tables.waterways.addFeature([piece], { name });
    if (tags['addr:interpolation']) this.interpolated.way(tags, refs, line);
    if (closed) this.addArea(tags, [[wound(line, true)]], `w${way.id}`);
  }

  /** Multipolygons and town boundaries: their rings joined, then kept like a closed way's. */
  relation(relation: OsmRelation): void {
    this.counts.relations++;
    const tags = relation.tags;
    if (!tags || !isAreaRelation(tags)) return;
    const polygons = relationPolygons(relation.id, relation.members ?? [], this.members);
    if (polygons.length > 0) this.addArea(tags, polygons, `r${relation.id}`);
  }

  /** A closed way or an assembled relation: water, green, building, named area, and a POI at its centroid. */
  private addArea(tags: Tags, polygons: Rings[], id: string): void {
    const rings = polygons.flat();
    const ground = groundKind(tags);
    if (ground >= 0) {
      // A country's outline or land: what decides nation and land where the extract is (ground.ts).
      this.tables.areas.addFeature(rings, {
        kind: ground,
        name: this.strings.id(nationCode(tags)),
        id: this.elementId(id),
      });
      return;
    }
    const name = this.strings.id(preferredName(tags));
    if (isWaterArea(tags)) this.tables.water.addFeature(rings, { name });
    else if (isGreenArea(tags)) this.tables.green.addFeature(rings, { name });
    if (isBuilding(tags))
      this.tables.buildings.addFeature(rings, { number: this.strings.id(tags['addr:housenumber']) });
    const kind = areaKind(tags);
    const [lng, lat] = ringCentroid(largestOuter(polygons));
    if (kind >= 0 && name >= 0) {
      this.tables.areas.addFeature(rings, { kind, name, id: this.elementId(id) });
      const [kindName, bbox] =
        kind === 2 ? (['township', ringsBox(rings)] as const) : (['place', undefined] as const);
      this.search.place({
        id: `osm:${id}`,
        name: preferredName(tags),
        kind: kindName,
        lng,
        lat,
        ...(bbox && { bbox }),
      });
    } else if (name >= 0 && isSite(tags)) {
      this.tables.areas.addFeature(rings, { kind: SITE_KIND, name, id: this.elementId(id) });
    }
    this.addTagged(tags, lng, lat, id);
  }

  /** Resolves what needs the whole file (crossroads, interpolated numbers). */
  finish(): void {
    this.sealPlan();
    const nodes = this.nodes;
    const junctions = this.junctions!.reader();
    while (junctions.next()) {
      const at = nodes.find(junctions.key);
      if (at < 0) continue;
      this.tables.crossroads.addPoint(nodes.lng(at), nodes.lat(at), {
        first: junctions.a,
        second: junctions.b,
      });
    }
    this.junctions!.close();
    for (const point of this.interpolated.points()) {
      this.tables.addresses.addPoint(point.lng, point.lat, {
        number: this.strings.id(point.number),
        street: this.strings.id(point.street),
        id: -1,
      });
    }
    nodes.close();
  }

  /** The string index of an element's id (`n1`, `w2`, `r3`): written once, shared by its rows. */
  private elementId(id: string): number {
    if (this.element.id !== id) this.element = { id, index: this.strings.unique(id) };
    return this.element.index;
  }

  get streets(): number {
    return this.streetNames.size;
  }

  get memberBytes(): number {
    return this.members.bytes;
  }

  /** POIs (named amenity/shop/tourism/… features) and house numbers, on a node or at an area's centroid. */
  private addTagged(tags: Tags, lng: number, lat: number, id: string): void {
    const number = tags['addr:housenumber'];
    const street = this.strings.id(tags['addr:street'] ?? tags['addr:place']);
    if (number) {
      this.tables.addresses.addPoint(lng, lat, {
        number: this.strings.id(number),
        street,
        id: this.elementId(id),
      });
    }
    const poi = poiTag(tags);
    const name = preferredName(tags);
    if (!poi || !name) return;
    const station = tags.public_transport === 'station' || tags.railway === 'station';
    const others = otherNames(tags);
    const aliases = others.length > 0 ? { aliases: others } : {};
    this.search.place({ id: `osm:${id}`, name, kind: station ? 'station' : 'poi', lng, lat, ...aliases });
    this.tables.pois.addPoint(lng, lat, {
      name: this.strings.id(name),
      category: this.strings.id(poiCategory(poi.key, poi.value, name)),
      landmark: isLandmark(tags) ? 1 : 0,
      id: this.elementId(id),
      street,
      number: this.strings.id(number),
      names: this.strings.id(others.join(NAMES_SEPARATOR)),
    });
  }
}
