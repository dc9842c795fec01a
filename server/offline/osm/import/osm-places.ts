import { closeSync, openSync, writeSync } from 'node:fs';
import { normaliseName, syllablesOf } from '../../shared/name-keys';
import { placeImportance } from '../../shared/place-entry';
import type { OsmPlace } from '../format/data-format';
import { fileLines } from './spill-column';
import type { Line } from '../format/rings';

/** Same-named road pieces within one cell of this size (about 2 km) are one street. */
const STREET_CELL = 0.02;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

interface Street {
  id: string;
  name: string;
  mids: number[];
}

/**
 * Collects the extract's named streets, POIs, stations and named areas while it streams by.
 * A street is many ways: the ones with the same name near each other become one entry, placed
 * on the street (the way middle nearest their mean). Points go to a temporary file as they come
 * (a JSON line each), the streets after them at the end; `writePlaces` makes places.json from it.
 */
export class PlaceCollector {
  private readonly streets = new Map<string, Street>();
  private readonly fd: number;
  private pending = '';

  constructor(readonly file: string) {
    this.fd = openSync(file, 'w');
  }

  street(id: string, name: string, line: Line): void {
    const mid = Math.floor(line.length / 4) * 2;
    const [lng, lat] = [line[mid]!, line[mid + 1]!];
    const key = `${name}\u0000${Math.floor(lng / STREET_CELL)}\u0000${Math.floor(lat / STREET_CELL)}`;
    let street = this.streets.get(key);
    if (!street) this.streets.set(key, (street = { id, name, mids: [] }));
    street.mids.push(lng, lat);
  }

  place(place: Omit<OsmPlace, 'importance' | 'syllables'>): void {
    this.write({ ...place, lng: round6(place.lng), lat: round6(place.lat) });
  }

  /** Done: the file holds every place (importance and syllables are added by `writePlaces`). */
  finish(): string {
    for (const { id, name, mids } of this.streets.values()) {
      let [mx, my] = [0, 0];
      for (let i = 0; i < mids.length; i += 2) [mx, my] = [mx + mids[i]!, my + mids[i + 1]!];
      [mx, my] = [mx / (mids.length / 2), my / (mids.length / 2)];
      let best = 0;
      for (let i = 2; i < mids.length; i += 2) {
        if (Math.hypot(mids[i]! - mx, mids[i + 1]! - my) < Math.hypot(mids[best]! - mx, mids[best + 1]! - my))
          best = i;
      }
      this.write({ id, name, kind: 'street', lng: round6(mids[best]!), lat: round6(mids[best + 1]!) });
    }
    this.streets.clear();
    this.flush(0);
    closeSync(this.fd);
    return this.file;
  }

  private write(place: Omit<OsmPlace, 'importance' | 'syllables'>): void {
    this.pending += `${JSON.stringify(place)}\n`;
    this.flush(1 << 16);
  }

  private flush(over: number): void {
    if (this.pending.length <= over) return;
    writeSync(this.fd, this.pending);
    this.pending = '';
  }
}

/** Places written per batch (their pinyin is read a batch at a time). */
const PLACES_BATCH = 4096;

/**
 * places.json from a PlaceCollector's file: each place with its importance and its name's pinyin
 * syllables, read and written a batch at a time (the JSON.stringify of the whole list, never held).
 */
export function writePlaces(target: string, collected: string): void {
  const fd = openSync(target, 'w');
  let first = true;
  const batch: Array<Omit<OsmPlace, 'importance' | 'syllables'>> = [];
  const flush = () => {
    if (batch.length === 0) return;
    const syllables = syllablesOf(batch.map((place) => normaliseName(place.name)));
    const json = batch.map((place, i) =>
      JSON.stringify({ ...place, importance: placeImportance(place.kind), syllables: syllables[i]! }),
    );
    writeSync(fd, `${first ? '' : ','}${json.join(',')}`);
    first = false;
    batch.length = 0;
  };
  try {
    writeSync(fd, '[');
    for (const line of fileLines(collected)) {
      batch.push(JSON.parse(line) as Omit<OsmPlace, 'importance' | 'syllables'>);
      if (batch.length === PLACES_BATCH) flush();
    }
    flush();
    writeSync(fd, ']');
  } finally {
    closeSync(fd);
  }
}

/** The [west, south, east, north] of flat rings, rounded to 1e-5 degree like the regions' boxes. */
export function ringsBox(rings: Line[]): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      w = Math.min(w, ring[i]!);
      e = Math.max(e, ring[i]!);
      s = Math.min(s, ring[i + 1]!);
      n = Math.max(n, ring[i + 1]!);
    }
  }
  const r = (v: number) => Math.round(v * 1e5) / 1e5;
  return [r(w), r(s), r(e), r(n)];
}
