import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { cigaretteQueries } from '../../api/cigarette-queries';
import { useAppUrl } from '../../url/use-app-url';
import { AddProductForm } from './add-product-form';
import { CompareTable } from './compare-table';
import type { CompareParts } from './compare-parts';
import { onlyDifferencesOf, setOnlyDifferences } from './only-differences-param';
import { useCompareT } from './use-compare-t';
import './compare.css';

/**
 * The compare view (/compare?cig=…&cig=…&diff=1): up to four products side by side. Everything it
 * shows is in the URL, and every change is a new history entry, so reload, Back and Forward restore it.
 */
export function CompareView({ parts }: { parts: CompareParts }) {
  const t = useCompareT();
  const hintId = useId();
  const titleId = useId();
  const url = useAppUrl();
  const { state, navigate } = url;
  const names = state.cig;
  const results = useQueries({ queries: names.map((name) => cigaretteQueries.detail(name)) });
  const onlyDifferences = onlyDifferencesOf(url);
  const comparable = results.filter((result) => result.data).length >= 2;
  const setNames = (next: string[]) => navigate({ cig: next }, 'push');

  return (
    <section className="cmp" aria-labelledby={titleId}>
      <div className="cmp-top">
        <h2 className="cmp-title" id={titleId}>
          {t('compare.title')}
        </h2>
        <AddProductForm names={names} parts={parts} onAdd={(name) => setNames([...names, name])} />
        <label className="cmp-diff">
          <input
            type="checkbox"
            checked={onlyDifferences}
            disabled={!comparable}
            aria-describedby={comparable ? undefined : hintId}
            onChange={(event) => setOnlyDifferences(url, event.target.checked)}
          />
          {t('compare.onlyDifferences')}
        </label>
        {!comparable && names.length > 1 && (
          <p id={hintId} className="cmp-hint">
            {t('compare.needsTwo')}
          </p>
        )}
      </div>
      {names.length === 0 ? (
        <p className="cmp-empty">{t('compare.empty')}</p>
      ) : (
        <CompareTable
          names={names}
          results={results}
          onlyDifferences={onlyDifferences}
          parts={parts}
          onChange={setNames}
        />
      )}
    </section>
  );
}
