import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection } from 'geojson';
import { useEffect, useMemo, useRef } from 'react';
import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { regionQueries } from './region-queries';
import { useGeocodeT } from './use-geocode-t';
import type { LatLng } from '../../map/datum';
import type { MapAdapter } from '../../map/map-adapter';
import { MapMarker } from '../../map/map-marker';
import { useMapData } from '../../map/use-map-data';
import { useMapOverlay } from '../../map/use-map-overlay';
import { useAppStore } from '../../store/app-store';
import { poiShareId, usePoiSelection } from './use-poi-selection';
import { formatBearing } from './format';
import { GEOCODE_OVERLAY, POI_LAYER } from './overlay-layers';
import { numberedPois, presentReferences, referenceLines } from './result-model';
import { usePoiPages } from './use-poi-pages';

/** The answer's sources and layers on the map, under the layers drawn inside it from elsewhere (children). */
export function GeocodeOverlay({ adapter }: { adapter: MapAdapter }) {
  useMapOverlay(adapter, GEOCODE_OVERLAY);
  return null;
}

/**
 * The clicked point, shown at once as a DOM marker. Its space among the map's symbols is drawn at
 * `spaceAt`, the point the map's layers show (the caller moves it with the answer): a GeoJSON
 * source's new data is a round of MapLibre's worker that would hold up the answer (#48).
 */
export function ClickMarker({
  adapter,
  point,
  spaceAt,
}: {
  adapter: MapAdapter;
  point: LatLng;
  spaceAt: LatLng;
}) {
  const t = useGeocodeT();
  const space = useMemo<Feature>(
    () => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [spaceAt.lng, spaceAt.lat] },
    }),
    [spaceAt.lng, spaceAt.lat],
  );
  useMapData(adapter, 'pin', space);
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
  // The last outline stays until the new one comes: cleared first, each new region was one more
  // round of MapLibre's worker and frames after the answer (#48). A failed outline shows none.
  const region = useQuery({ ...regionQueries.byAdcode(adcode), placeholderData: keepPreviousData });
  useMapData(adapter, 'region', region.data as Feature | undefined);
  const fitted = useRef('');
  useEffect(() => {
    const key = `${adcode}@${fitAround?.lat},${fitAround?.lng}`;
    if (!fitAround || !region.data || region.isPlaceholderData || fitted.current === key) return;
    fitted.current = key;
    const box = partAround(region.data.geometry.coordinates as number[][][][] | number[][][], fitAround);
    if (box && adapter.getView().zoom > COUNTRY_FIT_ABOVE_ZOOM)
      adapter.fitBounds({ lng: box[0], lat: box[1] }, { lng: box[2], lat: box[3] });
  }, [adapter, adcode, fitAround, region.data, region.isPlaceholderData]);
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

/** A line from the queried point to each reference place, labelled at its middle. */
export function ReferenceOverlay({
  adapter,
  from,
  result,
}: {
  adapter: MapAdapter;
  from: LatLng;
  result: GeocodeResponse;
}) {
  const t = useGeocodeT();
  const language = useAppStore((s) => s.language);
  // By value: the same point comes as another object once the URL moves on to a new point.
  const { lat: fromLat, lng: fromLng } = from;
  const lines = useMemo(() => {
    const from = { lat: fromLat, lng: fromLng };
    const references = presentReferences(result);
    const drawn = referenceLines(from, references);
    for (const { kind, place } of references) {
      if (!place.location) continue;
      const { lat, lng } = place.location;
      const middle = [(from.lng + lng) / 2, (from.lat + lat) / 2];
      const text = ` ${place.title ?? ''} ${formatBearing(place._dir_desc, place._distance, language)}`;
      drawn.features.push(
        {
          type: 'Feature',
          properties: { role: 'place' },
          geometry: { type: 'Point', coordinates: [lng, lat] },
        },
        {
          type: 'Feature',
          properties: { role: 'label', kind: t(`geo.ref.${kind}`), text, distance: place._distance ?? 0 },
          geometry: { type: 'Point', coordinates: middle },
        },
      );
    }
    return drawn;
  }, [fromLat, fromLng, result, t, language]);
  useMapData(adapter, 'references', lines);
  return null;
}

/** Numbered POI symbols, highlighted with their list rows; a click picks one as its row does. */
export function PoiMarkers({
  adapter,
  point,
  result,
}: {
  adapter: MapAdapter;
  point: LatLng | undefined;
  result: GeocodeResponse;
}) {
  const shown = usePoiPages(point, result).pois;
  const hovered = useAppStore((s) => s.hoveredPoiId);
  const setHovered = useAppStore((s) => s.setHoveredPoiId);
  const { selectedId, select } = usePoiSelection();
  const pois = useMemo(() => numberedPois(shown), [shown]);
  const points = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: pois.flatMap((numbered) => {
        const { key, number, poi } = numbered;
        if (!poi.location) return [];
        const properties = {
          key,
          number,
          highlighted: hovered === key,
          selected: selectedId === poiShareId(numbered),
        };
        const coordinates = [poi.location.lng, poi.location.lat];
        return [
          {
            type: 'Feature' as const,
            id: number,
            properties,
            geometry: { type: 'Point' as const, coordinates },
          },
        ];
      }),
    }),
    [pois, hovered, selectedId],
  );
  useMapData(adapter, 'pois', points);
  // The map's handlers read the latest POIs and selection without subscribing again.
  const latest = useRef({ pois, select });
  useEffect(() => {
    latest.current = { pois, select };
  });
  useEffect(
    () =>
      adapter.onFeature(POI_LAYER, {
        click: ({ key }) => {
          const picked = latest.current.pois.find((numbered) => numbered.key === key);
          if (picked) latest.current.select(picked);
        },
        hover: (properties) => setHovered(properties?.key as string | undefined),
      }),
    [adapter, setHovered],
  );
  return null;
}
