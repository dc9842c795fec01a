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

  find(lng: number, lat: number): CountryRecord | undefined {
    // Natural Earth is WGS-84; gcoord only shifts points inside its China box, others pass unchanged.
    const [x, y] = gcj02ToWgs84(lng, lat);
    const i = this.index.find(x, y);
    return i < 0 ? undefined : this.countries.records[i];
  }
}
