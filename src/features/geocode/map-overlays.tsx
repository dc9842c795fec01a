import { useQuery } from '@tanstack/react-query';
import type { Feature } from 'geojson';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import type { GeocodeResponse } from '../../api/geocode-schema';
import { regionQueries } from '../../api/region-queries';
import { useT } from '../../i18n/use-t';
import type { LatLng } from '../../map/datum';
import type { MapAdapter } from '../../map/map-adapter';
import { MapMarker } from '../../map/map-marker';
import { useMapData } from '../../map/use-map-data';
import { useAppStore } from '../../store/app-store';
import { poiShareId, usePoiSelection } from './use-poi-selection';
import { formatBearing } from './format';
import { firstLevelCategories, numberedPois, presentReferences, referenceLines } from './result-model';

/** The clicked point, shown at once, before any answer. */
export function ClickMarker({ adapter, point }: { adapter: MapAdapter; point: LatLng }) {
  const t = useT();
  return (
    <MapMarker adapter={adapter} lat={point.lat} lng={point.lng} anchor="bottom">
      <div
        className="geo-click-marker"
        data-testid="geocode-marker"
        role="img"
        aria-label={t('geo.map.clickedPoint')}
      />
    </MapMarker>
  );
}

/** Closer than this, an answer that knows only the country shows nothing: the map fits the country. */
const COUNTRY_FIT_ABOVE_ZOOM = 8;

/**
 * The matched region's (or, abroad, the country's) outline; nothing when the server has no polygon
 * for it. With `fitAround`, a map zoomed in past what the country answer can show fits the part of
 * the country that holds the point.
 */
export function RegionOutline({
  adapter,
  adcode,
  fitAround,
}: {
  adapter: MapAdapter;
  adcode: string;
  fitAround?: LatLng;
}) {
  const region = useQuery(regionQueries.byAdcode(adcode));
  useMapData(adapter, 'region', region.data as Feature | undefined);
  const fitted = useRef('');
  useEffect(() => {
    const key = `${adcode}@${fitAround?.lat},${fitAround?.lng}`;
    if (!fitAround || !region.data || fitted.current === key) return;
    fitted.current = key;
    const box = partAround(region.data.geometry.coordinates as number[][][][] | number[][][], fitAround);
    if (box && adapter.getView().zoom > COUNTRY_FIT_ABOVE_ZOOM)
      adapter.fitBounds({ lng: box[0], lat: box[1] }, { lng: box[2], lat: box[3] });
  }, [adapter, adcode, fitAround, region.data]);
  return null;
}

/** [w, s, e, n] of the polygon whose extent holds the point (France without its overseas parts). */
function partAround(
  coordinates: number[][][][] | number[][][],
  at: LatLng,
): [number, number, number, number] | undefined {
  const polygons = (
    typeof coordinates[0]?.[0]?.[0] === 'number' ? [coordinates] : coordinates
  ) as number[][][][];
  for (const polygon of polygons) {
    const xs = (polygon[0] ?? []).map((p) => p[0]!);
    const ys = (polygon[0] ?? []).map((p) => p[1]!);
    const [w, s, e, n] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (at.lng >= w && at.lng <= e && at.lat >= s && at.lat <= n) return [w, s, e, n];
  }
  return undefined;
}

/** A labelled line from the queried point to each reference place. */
export function ReferenceOverlay({
  adapter,
  from,
  result,
}: {
  adapter: MapAdapter;
  from: LatLng;
  result: GeocodeResponse;
}) {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const references = useMemo(() => presentReferences(result), [result]);
  const lines = useMemo(() => referenceLines(from, references), [from, references]);
  useMapData(adapter, 'references', lines);
  return references.map(({ kind, place }) => {
    if (!place.location) return null;
    // The label sits on the middle of its line, clear of the POI markers at the far end.
    const middle = { lat: (from.lat + place.location.lat) / 2, lng: (from.lng + place.location.lng) / 2 };
    return (
      <Fragment key={kind}>
        <MapMarker adapter={adapter} lat={place.location.lat} lng={place.location.lng}>
          <span className="geo-reference-dot" aria-hidden="true" />
        </MapMarker>
        <MapMarker adapter={adapter} lat={middle.lat} lng={middle.lng}>
          <div className="geo-reference-label" data-testid="geocode-reference-label">
            <b>{t(`geo.ref.${kind}`)}</b> {place.title}{' '}
            <span>{formatBearing(place._dir_desc, place._distance, language)}</span>
          </div>
        </MapMarker>
      </Fragment>
    );
  });
}

/** Numbered POI markers, highlighted with their list rows. */
export function PoiMarkers({ adapter, result }: { adapter: MapAdapter; result: GeocodeResponse }) {
  const t = useT();
  const category = useAppStore((s) => s.poiCategory);
  const hovered = useAppStore((s) => s.hoveredPoiId);
  const setHovered = useAppStore((s) => s.setHoveredPoiId);
  const { selectedId, select } = usePoiSelection();
  const pois = numberedPois(result, firstLevelCategories(result).includes(category) ? category : '');

  return pois.map((numbered) => {
    const { key, number, poi } = numbered;
    return poi.location ? (
      <MapMarker key={key} adapter={adapter} lat={poi.location.lat} lng={poi.location.lng}>
        <button
          type="button"
          className="geo-poi-marker"
          data-testid="geocode-poi-marker"
          data-highlighted={hovered === key ? 'true' : undefined}
          aria-current={selectedId === poiShareId(numbered) ? 'true' : undefined}
          aria-label={t('geo.map.poiMarker', { n: number, title: poi.title ?? '' })}
          onMouseEnter={() => setHovered(key)}
          onMouseLeave={() => setHovered(undefined)}
          onFocus={() => setHovered(key)}
          onBlur={() => setHovered(undefined)}
          onClick={() => select(numbered)}
        >
          {number}
        </button>
      </MapMarker>
    ) : null;
  });
}
