import type { GeoData } from '../data/geo-data';
import type { CountryRecord } from '../data/records';
import { PolygonIndex, type PolygonIndexArrays } from '../index/polygon-index';
import { gcj02ToWgs84 } from '../../../../common/gcj-to-wgs';

/** Which Natural Earth country (1:50m, WGS-84) holds a GCJ-02 point; undefined over the sea. */
export class CountryLookup {
  private readonly index: PolygonIndex;

  constructor(
    private readonly countries: GeoData['countries'],
    prebuilt?: PolygonIndexArrays,
  ) {
    this.index = new PolygonIndex(countries.set, prebuilt);
  }

  /** `except`: a country code known not to hold the point (an extract's own boundary says so). */
  find(lng: number, lat: number, except?: string): CountryRecord | undefined {
    // Natural Earth is WGS-84; gcoord only shifts points inside its China box, others pass unchanged.
    const [x, y] = gcj02ToWgs84(lng, lat);
    const records = this.countries.records;
    const i = this.index.find(x, y, except === undefined ? undefined : (f) => records[f]!.code !== except);
    return i < 0 ? undefined : this.countries.records[i];
  }

  /**
   * The country holding the point besides `except`, else the nearest one within ~8 km (looked for
   * on rings of 16 points, 0.5 to 8 km out): Natural Earth's France leaves a hole where its coarse
   * Monaco is, so Cap-d'Ail, outside the real Monaco, finds France a few hundred metres away.
   */
  besides(lng: number, lat: number, except: string): CountryRecord | undefined {
    const here = this.find(lng, lat, except);
    if (here) return here;
    const metresPerDegree = 111_320;
    for (const radius of NEAR_RINGS_M) {
      for (let step = 0; step < 16; step++) {
        const angle = (step / 16) * 2 * Math.PI;
        const dLat = (radius * Math.cos(angle)) / metresPerDegree;
        const dLng = (radius * Math.sin(angle)) / (metresPerDegree * Math.cos((lat * Math.PI) / 180));
        const found = this.find(lng + dLng, lat + dLat, except);
        if (found) return found;
      }
    }
    return undefined;
  }
}

const NEAR_RINGS_M = [500, 1_000, 2_000, 4_000, 8_000];
