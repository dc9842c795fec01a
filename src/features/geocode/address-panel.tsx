import { useT } from '../../i18n/use-t';
import { CoordinatesBox } from './coordinates-box';
import { GeocodeFields, ResultHeadline } from './geocode-result';
import { LookupStatus } from './lookup-status';
import { PoiSection } from './poi-section';
import { ReferenceList } from './reference-list';
import { isEmptyResult, presentReferences } from './result-model';
import { useGeocodeLookup } from './use-geocode-lookup';
import './geocode.css';

/**
 * The body of the address panel: the state of the lookup, the answer's headline, the point in
 * three datums, references, POIs, then every field. The previous answer stays (dimmed) until a
 * new one arrives.
 */
export function AddressPanel() {
  const t = useT();
  const { point, poi, query, result, isPrevious, lookUp } = useGeocodeLookup();
  const fresh = query.data && !isEmptyResult(query.data) ? query.data : undefined;
  const announcement = fresh
    ? t('geo.announce', { address: fresh.data?.formatted_addresses?.recommend || fresh.data?.address || '' })
    : '';
  const dim = isPrevious ? 'geo-result-previous' : undefined;

  return (
    <div className="geo-address-panel" aria-busy={query.isFetching}>
      <p className="geo-visually-hidden" aria-live="polite" data-testid="geocode-announcer">
        {announcement}
      </p>
      <LookupStatus query={query} hasPoint={Boolean(point)} isPrevious={isPrevious} />
      {result && (
        <div className={dim}>
          <ResultHeadline result={result} />
        </div>
      )}
      <CoordinatesBox point={point} onLookUp={lookUp} />
      {result && (
        <div className={dim}>
          <ReferenceList references={presentReferences(result)} />
        </div>
      )}
      {point && <PoiSection result={result} asked={poi} />}
      {result && (
        <div className={dim}>
          <GeocodeFields result={result} />
        </div>
      )}
    </div>
  );
}
