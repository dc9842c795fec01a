import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { maplibreLocale } from '../../i18n/maplibre-locale';
import { useGeocodeT } from './use-geocode-t';
import type { LatLng } from '../../map/datum';
import { MapContext } from '../../map/map-context';
import { useMapAdapter } from '../../map/use-map-adapter';
import { useAppStore } from '../../store/app-store';
import { BasemapControl } from './basemap-control';
import { FirstRunHint } from './first-run-hint';
import { ClickMarker, GeocodeOverlay, PoiMarkers, ReferenceOverlay, RegionOutline } from './map-overlays';
import { RadiusCircle } from './radius-circle';
import { MyLocationButton } from './my-location-button';
import { useBasemapChoice } from './use-basemap-choice';
import { roundPoint, useGeocodeLookup } from './use-geocode-lookup';
import { useMapSync } from './use-map-sync';
import './geocode.css';

const BEIJING: LatLng = { lat: 39.915119, lng: 116.403963 };
/** Screen pixels one Shift+arrow moves the queried point. */
const NUDGE: Record<string, [number, number]> = {
  ArrowLeft: [-10, 0],
  ArrowRight: [10, 0],
  ArrowUp: [0, -10],
  ArrowDown: [0, 10],
};

/**
 * The map filling the main area: a click looks the point up; the answer is drawn on it. `children`
 * are layers from elsewhere in the app, given the map through MapContext.
 */
export function GeocodeMap({ children }: { children?: ReactNode }) {
  const t = useGeocodeT();
  const { point, query, result, resultPoint, lookUp, navigate, urlState } = useGeocodeLookup();
  // The map's layers of a new point (its pin's space, its radius) move with its answer: drawn at
  // the click, they keep MapLibre's worker and the main thread busy as the answer arrives (#48).
  const drawnPoint = query.isFetching && resultPoint ? resultPoint : point;
  const containerRef = useRef<HTMLDivElement>(null);
  const { basemaps, basemap, pick } = useBasemapChoice(urlState.map, navigate);
  const [initialView] = useState(() => ({
    // `view` is written only when the centre differs from the queried point.
    center: urlState.view ?? urlState.point ?? BEIJING,
    zoom: urlState.z ?? (urlState.point ? 15 : 11),
  }));
  const language = useAppStore((s) => s.language);
  const { adapter, status } = useMapAdapter(containerRef, basemap, initialView, maplibreLocale[language]);
  // The hint is for a first visit: once anything was looked up here it never covers the map again.
  const lookedUpBefore = useAppStore((s) => s.lookups.some((entry) => entry.kind === 'point'));
  const { markShown } = useMapSync({ adapter, containerRef, point, result, lookUp, navigate });
  useEffect(() => adapter?.setLocale(maplibreLocale[language]), [adapter, language]);
  // Well past the deepest tiles of every basemap source here (no extract covers the view): one note says so.
  const [beyondDetail, setBeyondDetail] = useState(false);
  useEffect(() => {
    if (!adapter) return;
    const check = ({ center, zoom }: { center: LatLng; zoom: number }) =>
      setBeyondDetail(zoom > adapter.detailZoom(center));
    check(adapter.getView());
    return adapter.onMoveEnd(check);
  }, [adapter]);
  const showHint = !point && !lookedUpBefore && status === 'ready';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && adapter && event.target instanceof HTMLCanvasElement)
      lookUp(adapter.getView().center);
  };
  // Shift+arrows move the queried point a few pixels and look it up again (plain arrows pan).
  // Caught before MapLibre, which would otherwise rotate or tilt the map on Shift+arrows.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const step =
      event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey ? NUDGE[event.key] : undefined;
    if (!step || !adapter || !(event.target instanceof HTMLCanvasElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const next = roundPoint(adapter.offset(point ?? adapter.getView().center, step[0], step[1]));
    markShown(next);
    lookUp(next, adapter.getView().center);
  };

  const adcode = result?.data?.ad_info?.adcode;
  // Abroad the answer has no adcode: the country's outline (by nation_code) stands in, and the map fits it.
  const nationCode = adcode ? undefined : result?.data?.ad_info?.nation_code;
  // Abroad with street level (an imported extract: Monaco) the answer shows more than the country: no fit.
  const countryOnly = !result?.data?.address_component?.street;
  return (
    <div className="geo-map" onKeyDown={onKeyDown} onKeyDownCapture={onKeyDownCapture}>
      <div ref={containerRef} className="geo-map-canvas" data-testid="geocode-map" />
      {showHint && <FirstRunHint containerRef={containerRef} />}
      {!showHint && beyondDetail && adapter?.basemapOk && (
        <p className="geo-map-hint geo-map-no-detail" data-testid="geocode-no-detail">
          {t('geo.map.noDetail')}
        </p>
      )}
      <MyLocationButton onLocated={lookUp} />
      {status === 'loading' && (
        <p className="geo-map-notice" role="status">
          {t('geo.map.loading')}
        </p>
      )}
      {status === 'failed' && (
        <p className="geo-map-notice geo-map-failed" role="alert">
          {t('geo.map.failed')}
        </p>
      )}
      {basemap && basemaps.length > 1 && (
        <BasemapControl basemaps={basemaps} current={basemap} onPick={pick} />
      )}
      {adapter && !adapter.basemapOk && <p className="geo-map-notice">{t('geo.map.basemapMissing')}</p>}
      {adapter && (
        <>
          {/* First: its layers go under those of the children, which register theirs after it. */}
          <GeocodeOverlay adapter={adapter} />
          {point && drawnPoint && <ClickMarker adapter={adapter} point={point} spaceAt={drawnPoint} />}
          {adcode && <RegionOutline adapter={adapter} adcode={adcode} />}
          {nationCode && (
            <RegionOutline
              adapter={adapter}
              adcode={nationCode}
              fitAround={countryOnly ? resultPoint : undefined}
            />
          )}
          {result && resultPoint && <ReferenceOverlay adapter={adapter} from={resultPoint} result={result} />}
          {result && <PoiMarkers adapter={adapter} point={point} result={result} />}
          {drawnPoint && urlState.poi && <RadiusCircle adapter={adapter} point={drawnPoint} />}
          <MapContext.Provider value={adapter}>{children}</MapContext.Provider>
        </>
      )}
    </div>
  );
}
