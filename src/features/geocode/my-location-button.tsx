import { useState } from 'react';
import { useGeocodeT } from './use-geocode-t';
import { convertPoint, type LatLng } from '../../../common/convert-point';
import { currentAppUrl, navigateAppUrl } from '../../url/use-app-url';

type Locating = 'idle' | 'busy' | 'denied' | 'unavailable' | 'timeout';

/** Zoom the map comes to for the device's position, unless it is already closer. */
const LOCATED_ZOOM = 16;

/**
 * "My location": asks the browser for the device's position (WGS-84, as the Geolocation API
 * gives it), converts it to GCJ-02 and looks it up. Says clearly when that is denied or unavailable.
 */
export function MyLocationButton({ onLocated }: { onLocated: (point: LatLng) => void }) {
  const t = useGeocodeT();
  const [state, setState] = useState<Locating>('idle');

  const locate = () => {
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setState('unavailable');
      return;
    }
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        const wgs84 = { lat: position.coords.latitude, lng: position.coords.longitude };
        onLocated(convertPoint(wgs84, 'WGS-84', 'GCJ-02'));
        if ((currentAppUrl().state.z ?? 0) < LOCATED_ZOOM) navigateAppUrl({ z: LOCATED_ZOOM }, 'replace');
      },
      (error) =>
        setState(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable',
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const problem = state === 'denied' || state === 'unavailable' || state === 'timeout';
  return (
    <>
      <button
        type="button"
        className="geo-locate-button"
        aria-label={t('geo.locate')}
        title={t('geo.locate')}
        aria-busy={state === 'busy'}
        onClick={locate}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="10" cy="10" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="10" cy="10" r="2" fill="currentColor" />
          <path d="M10 1.5v3M10 15.5v3M1.5 10h3M15.5 10h3" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {state === 'busy' && (
        <p className="geo-map-notice geo-locate-notice" role="status">
          {t('geo.locate.busy')}
        </p>
      )}
      {problem && (
        <div className="geo-map-notice geo-locate-notice geo-locate-problem" role="alert">
          <span>{t(`geo.locate.${state}`)}</span>
          <button type="button" onClick={() => setState('idle')}>
            {t('geo.locate.dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
