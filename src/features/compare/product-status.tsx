import type { UseQueryResult } from '@tanstack/react-query';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { ApiError } from '../../api/http';
import { useErrorText } from '../../i18n/use-error-text';
import { useCompareT } from './use-compare-t';

/** Under a column's name: looking up, not found (with the names it may have meant), or failed (with retry). */
export function ProductStatus({
  result,
  onReplace,
}: {
  result: UseQueryResult<CigaretteRecord>;
  onReplace: (name: string) => void;
}) {
  const t = useCompareT();
  const { error } = result;
  if (result.data) return null;
  if (!error)
    return (
      <p className="cmp-status" role="status" aria-busy="true">
        {t('compare.loading')}
      </p>
    );
  if (error instanceof ApiError && error.status === 404) {
    const suggestions = error.details.suggestions ?? [];
    return (
      <div className="cmp-status cmp-status-problem">
        <p role="alert">{t('compare.notFound')}</p>
        {suggestions.length > 0 && (
          <>
            <p>{t('compare.didYouMean')}</p>
            <ul className="cmp-suggestions">
              {suggestions.slice(0, 3).map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    aria-label={t('compare.replace', { name })}
                    onClick={() => onReplace(name)}
                  >
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return <FailedStatus result={result} error={error} />;
}

/** A failed lookup and retry; a 429's wait counts down and retry waits for it. */
function FailedStatus({ result, error }: { result: UseQueryResult<CigaretteRecord>; error: Error }) {
  const t = useCompareT();
  const { text, waitS } = useErrorText(error, result.errorUpdatedAt);
  return (
    <div className="cmp-status cmp-status-problem">
      <p role="alert">{t('compare.error', { message: text })}</p>
      <button
        type="button"
        disabled={result.isFetching || waitS > 0}
        aria-busy={result.isFetching}
        onClick={() => void result.refetch()}
      >
        {t('compare.retry')}
      </button>
    </div>
  );
}
