import { useErrorText } from '../../i18n/use-error-text';
import { useCatalogT } from './use-catalog-t';

/** Why the page failed, with retry; a 429's wait counts down and retry waits for it. */
export function CatalogError({
  error,
  receivedAt,
  onRetry,
}: {
  error: Error;
  receivedAt: number;
  onRetry: () => void;
}) {
  const t = useCatalogT();
  const { text, waitS } = useErrorText(error, receivedAt);
  return (
    <p role="alert" className="catalog-message">
      {t('catalog.error', { message: text })}{' '}
      <button type="button" disabled={waitS > 0} onClick={onRetry}>
        {t('catalog.retry')}
      </button>
    </p>
  );
}
