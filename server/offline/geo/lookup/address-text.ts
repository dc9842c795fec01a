import { fitsChineseSentence } from '../../shared/name-keys';
import { describeDistance } from '../../shared/describe-distance';

/** A place the sentence refers to, with where the point lies from it. */
export interface Anchor {
  name: string;
  distance: number;
  /** A compass word (东, 西南) or 附近. */
  dir: string;
}

/** 天安门东 → 天安门东站 (OpenStreetMap names metro stations without 站). */
export function stationName(name: string): string {
  return /站$/u.test(name) ? name : `${name}站`;
}

/** An anchor whose name can stand in the sentence, else undefined. */
function usable(anchor: Anchor | undefined): Anchor | undefined {
  return anchor && fitsChineseSentence(anchor.name) ? anchor : undefined;
}

const relative = ({ name, dir, distance }: Anchor) =>
  dir === '附近' ? `${name}附近` : `${name}${dir}${describeDistance(distance)}`;

export interface AddressParts {
  /** district, else city, else province. */
  area: string;
  town?: Anchor;
  landmark?: Anchor;
  famous?: Anchor;
  /** A water body the point is on (长江, 东海), said after the rest. */
  water?: string;
}

/** A township seat this close may name the area in the sentence (still said as 附近, never 内). */
export const TOWN_AS_AREA_M = 1_500;

/**
 * recommend and rough, in Chinese, from the parts that exist (anchors whose names hold Latin
 * letters are left out): 东城区东华门街道，天安门东站西南150米 / 东城区东华门街道，天安门东站附近.
 * A township is put before the landmark only when its seat is within TOWN_AS_AREA_M; otherwise
 * it is said relative to its seat (龙潭街道西北4.1公里).
 */
export function formatAddresses(parts: AddressParts): { recommend: string; rough: string } {
  const { area } = parts;
  const town = usable(parts.town);
  const landmark = usable(parts.landmark);
  const famous = usable(parts.famous && parts.famous.name !== area ? parts.famous : undefined);
  const water = parts.water && fitsChineseSentence(parts.water) ? `，${parts.water}` : '';
  let recommend = area;
  let rough = area;
  if (landmark) {
    const townArea = town && town.distance <= TOWN_AS_AREA_M ? `${town.name}，` : '';
    recommend = `${area}${townArea}${relative(landmark)}`;
    rough = `${area}${townArea}${landmark.name}附近`;
  } else if (town) {
    recommend = `${area}${relative(town)}`;
    rough = `${area}${town.name}附近`;
  } else if (famous) {
    recommend = `${area}，${relative(famous)}`;
    rough = `${area}，${famous.name}附近`;
  }
  return { recommend: recommend + water, rough: rough + water };
}
