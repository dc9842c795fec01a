import type { UseQueryResult } from '@tanstack/react-query';
import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { useErrorText } from '../../i18n/use-error-text';
import { useGeocodeT } from './use-geocode-t';
import { useDelayedFlag } from './use-delayed-flag';

interface LookupStatusProps {
  query: UseQueryResult<GeocodeResponse>;
  hasPoint: boolean;
  isPrevious: boolean;
}

/** Loading (after ~300 ms), the error with a retry, or the idle hint. An empty answer is the answer card's. */
export function LookupStatus({ query, hasPoint, isPrevious }: LookupStatusProps) {
  const t = useGeocodeT();
  const slow = useDelayedFlag(query.isFetching, 300);

  if (!hasPoint) return <p className="geo-status geo-muted">{t('geo.state.idle')}</p>;
  if (query.isError && !query.isFetching) {
    return (
      <div className="geo-status geo-error" role="alert">
        <p>
          <LookupError error={query.error} receivedAt={query.errorUpdatedAt} />
        </p>
        {isPrevious && <p className="geo-muted">{t('geo.state.previous')}</p>}
        <button type="button" onClick={() => void query.refetch()}>
          {t('geo.state.retry')}
        </button>
      </div>
    );
  }
  if (slow) {
    return (
      <p className="geo-status geo-loading" role="status">
        <span className="geo-spinner" aria-hidden="true" />
        {t('geo.state.loading')}
      </p>
    );
  }
  return null;
}

/** Why the lookup failed, in the UI's words; a rate limit's wait counts down. */
function LookupError({ error, receivedAt }: { error: Error; receivedAt: number }) {
  const t = useGeocodeT();
  return t('geo.state.error', { msg: useErrorText(error, receivedAt).text });
}
