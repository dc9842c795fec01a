import { ApiError } from '../../api/http';
import { useErrorText } from '../../i18n/use-error-text';
import { useT } from '../../i18n/use-t';
import { NameButtons } from './name-buttons';

interface Props {
  name: string;
  error: Error;
  /** When the error came (ms, the query's errorUpdatedAt): a 429's wait counts down from it. */
  receivedAt?: number;
  /** Picks a "did you mean" name (a name not found). */
  onPick?: (suggestion: string) => void;
  /** Asks again (any other failure). */
  onRetry?: () => void;
  onRemove: () => void;
  /** A retry is under way. */
  busy?: boolean;
}

/**
 * A card that could not be shown: not found (with "did you mean" names) or failed (with retry; after
 * a 429, the wait counts down and the retry waits for it).
 */
export function CardProblem({ name, error, receivedAt = 0, onPick, onRetry, onRemove, busy = false }: Props) {
  const t = useT();
  const notFound = error instanceof ApiError && error.status === 404;
  const suggestions = error instanceof ApiError ? (error.details.suggestions ?? []) : [];
  const { text, waitS } = useErrorText(error, receivedAt);
  const waiting = waitS > 0;
  return (
    <div className="cig-card cig-card-problem" role="group" aria-label={name}>
      <header className="cig-card-header">
        <p role="alert">
          {notFound ? t('cig.card.notFound', { name }) : t('cig.card.error', { name, message: text })}
        </p>
        <button
          type="button"
          className="cig-remove"
          aria-label={t('cig.card.remove', { name })}
          onClick={onRemove}
        >
          ×
        </button>
      </header>
      {notFound && onPick && suggestions.length > 0 && (
        <nav aria-label={t('cig.card.didYouMean')}>
          <p>{t('cig.card.didYouMean')}</p>
          <NameButtons className="cig-suggestions" names={suggestions} onPick={onPick} />
        </nav>
      )}
      {notFound && suggestions.length === 0 && <p>{t('cig.card.noSuggestions')}</p>}
      {!notFound && onRetry && (
        <button type="button" onClick={onRetry} disabled={busy || waiting} aria-busy={busy}>
          {t('cig.card.retry')}
        </button>
      )}
    </div>
  );
}

export function CardLoading({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="cig-card cig-card-loading" role="status" aria-busy="true">
      {t('cig.card.loading', { name })}
    </div>
  );
}
