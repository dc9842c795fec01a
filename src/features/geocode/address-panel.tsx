import { LiveAnnouncer } from '../../ui/live-announcer';
import { AnswerCard } from './answer-card';
import { CoordinatesBox } from './coordinates-box';
import { AllFields, RequestId } from './geocode-result';
import { LookupStatus } from './lookup-status';
import { PoiSection } from './poi-section';
import { ReferenceList } from './reference-list';
import { presentReferences, summariseAnswer } from './result-model';
import { useAnswerAnnouncement } from './use-answer-announcement';
import { useGeocodeLookup } from './use-geocode-lookup';
import './geocode.css';

/**
 * The body of the address panel: the state of the lookup, the answer (one line to copy, or one
 * sentence when there is nothing here), the point in three datums, references, POIs, then every
 * field folded away. The previous answer stays (dimmed) until a new one arrives.
 */
export function AddressPanel() {
  const { point, poi, query, result, isPrevious, lookUp } = useGeocodeLookup();
  const announcement = useAnswerAnnouncement(query.data);
  const dim = isPrevious ? 'geo-result-previous' : undefined;

  return (
    <div className="geo-address-panel" aria-busy={query.isFetching}>
      <LiveAnnouncer text={announcement} answerKey={query.data} testId="geocode-announcer" />
      <LookupStatus query={query} hasPoint={Boolean(point)} isPrevious={isPrevious} />
      {result && (
        <div className={dim}>
          <AnswerCard result={result} />
        </div>
      )}
      <CoordinatesBox point={point} onLookUp={lookUp} />
      {result && summariseAnswer(result).kind === 'address' && (
        <div className={dim}>
          <ReferenceList references={presentReferences(result)} />
        </div>
      )}
      {point && <PoiSection result={result} asked={poi} point={point} />}
      {result && (
        <div className={dim}>
          <AllFields result={result} />
          <RequestId result={result} />
        </div>
      )}
    </div>
  );
}
