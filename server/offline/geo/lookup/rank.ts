/** How well a query matched a name, 0…1 before the length bonus. */
export const MATCH = {
  /** The whole name or its core (上海 for 上海市), in characters, pinyin or initials. */
  exact: 1,
  /** The name starts with the query, in characters. */
  namePrefix: 0.8,
  /** The full pinyin starts with the query. */
  pinyinPrefix: 0.75,
  /** The pinyin initials start with the query (as likely meant as full pinyin: people type both). */
  initialsPrefix: 0.75,
  /** The name contains the query (Chinese only). */
  substring: 0.45,
} as const;

/** Weights of the three parts of a score: a better match outweighs prominence and nearness. */
const WEIGHT = { match: 3, importance: 1, nearness: 1 };
/** Nearness halves at this distance from `near`. */
const NEAR_HALF_KM = 25;

export interface Near {
  lat: number;
  lng: number;
  /** cos(lat), computed once per query. */
  cosLat: number;
}

export const toNear = (at: { lat: number; lng: number }): Near => ({
  ...at,
  cosLat: Math.cos((at.lat * Math.PI) / 180),
});

/** Kilometres between two points, equirectangular (well within 1 % at the distances that matter here). */
export function approxKm(near: Near, lat: number, lng: number): number {
  const dx = (lng - near.lng) * near.cosLat;
  const dy = lat - near.lat;
  return Math.sqrt(dx * dx + dy * dy) * 111.195;
}

/** The match's part of a score: its quality, plus up to 0.15 for covering more of the key. */
export function matchScore(quality: number, queryLength: number, keyLength: number): number {
  const coverage = keyLength > 0 ? Math.min(1, queryLength / keyLength) : 0;
  return WEIGHT.match * (quality + 0.15 * coverage);
}

/** The place's part: its importance and, when a point is given, its nearness to it (at most NEARNESS_MAX). */
export function placeScore(importance: number, lat: number, lng: number, near: Near | undefined): number {
  const nearness = near ? 1 / (1 + approxKm(near, lat, lng) / NEAR_HALF_KM) : 0;
  return WEIGHT.importance * importance + WEIGHT.nearness * nearness;
}

export const NEARNESS_MAX = WEIGHT.nearness;
