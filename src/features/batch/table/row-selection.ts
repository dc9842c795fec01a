import { useCallback, useMemo } from 'react';
import { answerOfValues } from '../../../../contract/batch-answer-columns';
import { useKnownAnswer } from './use-known-answer';
import { navigateAppUrl, useAppUrl } from '../../../url/use-app-url';
import { resultFields } from './answer-columns';
import { pointKey, type BatchJob } from '../local/batch-job';

/** Row `index`'s found record's name (a names job). */
const recordName = (job: BatchJob, index: number) => {
  const result = job.results[index];
  return job.stored.kind === 'names' && result?.ok ? resultFields(result)[0] : undefined;
};

/**
 * The highlighted row, which follows the URL: the row picked last while the URL still shows it (its
 * point, or its record among the cards), else the first row at the URL's point; none when the URL
 * shows something else (a click elsewhere on the map).
 */
export function useSelectedRow(job: BatchJob): number | undefined {
  const { point, cig } = useAppUrl().state;
  const atPoint = useMemo(() => (point ? job.rowAt(point) : undefined), [job, point]);
  const picked = job.picked;
  if (picked === undefined) return atPoint;
  const name = recordName(job, picked);
  const shown =
    name === undefined ? point && pointKey(job.point(picked)) === pointKey(point) : cig.includes(name);
  return shown ? picked : atPoint;
}

/**
 * Selecting a row shows it: a point's answer in the address panel, a found name's record in the
 * cigarette panel. A point's answer is the job's own (asked with the job's POI option), put in the
 * query cache where the panel reads it rather than asked for again; a whole answer already there stays.
 */
export function useSelectRow(job: BatchJob) {
  const knowAnswer = useKnownAnswer();
  return useCallback(
    (index: number) => {
      job.pick(index);
      const { stored } = job;
      const found = job.point(index);
      const result = job.results[index];
      if (found && stored.kind === 'points') {
        // The point as the URL will hold it, so the panel's query is the one filled here.
        const point = { lat: Number(found.lat.toFixed(6)), lng: Number(found.lng.toFixed(6)) };
        const poi = stored.poi === 1;
        if (result?.ok)
          knowAnswer({ ...point, poi }, { code: 200, data: answerOfValues(resultFields(result)) });
        navigateAppUrl({ point, poi, view: undefined, sel: undefined }, 'replace');
        return;
      }
      const name = recordName(job, index);
      if (name) navigateAppUrl({ cig: [name] }, 'replace');
    },
    [job, knowAnswer],
  );
}
