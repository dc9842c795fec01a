import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cigaretteQueries } from '../../api/cigarette-queries';
import { ApiError } from '../../api/http';
import { useT } from '../../i18n/use-t';
import { LiveAnnouncer } from '../../ui/live-announcer';
import { pageLink } from '../../url/page-link';
import { CardLoading, CardProblem } from './card-status';
import { CigaretteCard } from './cigarette-card';
import { compareMarks, type CompareMarks } from '../../lib/compare-marks';
import { useRecordFound } from './use-record-found';

/** A name the service has no product for (404), with the error that carries its "did you mean" names. */
export interface Missing {
  name: string;
  error: Error;
}

interface Props {
  names: string[];
  onChange: (names: string[]) => void;
  /** Names that answered 404: they give up their card, and the panel says so. */
  onNotFound: (missing: Missing[]) => void;
}

const isNotFound = (error: Error | null): error is ApiError =>
  error instanceof ApiError && error.status === 404;

const marksOf = (marks: CompareMarks, index: number) =>
  Object.fromEntries(Object.entries(marks).map(([row, perCard]) => [row, perCard[index]]));

/** The cards the URL names, side by side; with two or more, the better and worse value of each row is marked. */
export function CardList({ names, onChange, onNotFound }: Props) {
  const t = useT();
  const results = useQueries({ queries: names.map((name) => cigaretteQueries.detail(name)) });
  const records = results.map((result) => result.data);
  const marks = names.length > 1 ? compareMarks(records) : {};
  useRecordFound(names, records);

  const missing = names.flatMap((name, i) => {
    const { error } = results[i]!;
    return isNotFound(error) ? [{ name, error }] : [];
  });
  useEffect(() => {
    if (missing.length > 0) onNotFound(missing);
  }, [missing, onNotFound]);

  // The newest card, once it arrives, is announced (a name not found is the card's own alert).
  const newest = results.at(-1)?.data;
  const announcer = (
    <LiveAnnouncer
      text={newest ? t('cig.announce.found', { name: newest.name, count: names.length }) : ''}
      answerKey={newest}
      testId="cigarettes-announcer"
    />
  );

  if (names.length === 0) return <p className="cig-empty">{t('cig.cards.empty')}</p>;

  const remove = (index: number) => onChange(names.filter((_, i) => i !== index));
  // The whole URL goes along, so the header's 返回地图 comes back to this point.
  const compareLink = pageLink(`/compare${window.location.search}`);

  return (
    <>
      {announcer}
      <a className="cig-compare-link" {...compareLink}>
        {t('cig.cards.compare', { count: names.length })}
      </a>
      <ul className="cig-cards" aria-label={t('cig.cards.label')} data-count={names.length}>
        {names.map((name, index) => {
          const result = results[index]!;
          // A name not found is about to leave the URL; the panel shows it apart from the cards.
          if (isNotFound(result.error)) return null;
          return (
            <li key={name} className="cig-cards-item">
              {result.data ? (
                <CigaretteCard
                  record={result.data}
                  marks={marksOf(marks, index)}
                  onRemove={() => remove(index)}
                />
              ) : result.error ? (
                <CardProblem
                  name={name}
                  error={result.error}
                  receivedAt={result.errorUpdatedAt}
                  onRetry={() => void result.refetch()}
                  onRemove={() => remove(index)}
                  busy={result.isFetching}
                />
              ) : (
                <CardLoading name={name} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
