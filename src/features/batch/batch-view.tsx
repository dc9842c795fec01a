import { useEffect, useState } from 'react';
import { useBatchT } from './use-batch-t';
import { BadRows } from './bad-rows';
import type { BatchJob } from './batch-job';
import { BatchProgress } from './batch-progress';
import { useMapContext } from '../../map/map-context';
import { discardJob, restoreJob, startJob, useJobVersion } from './batch-session';
import { useCurrentJob } from './current-job';
import { ExportButtons } from './export-buttons';
import { FileInput } from './file-input';
import type { JobInput } from './job-store';
import { MappingForm } from './mapping-form';
import type { ParsedTable } from './parse-table';
import { ResultsTable } from './results-table';
import { useSelectedRow, useSelectRow } from './row-selection';
import { useJobPoints } from './use-job-points';
import './batch.css';

/** /batch: a file of points or cigarette names in; progress, a table and files out (and the points on the map, BatchPoints). */
export function BatchView() {
  const t = useBatchT();
  const job = useCurrentJob();
  const [table, setTable] = useState<{ table: ParsedTable; name: string }>();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void restoreJob().then(() => setRestored(true));
  }, []);

  const start = (input: JobInput) => {
    if (!table) return;
    void startJob({
      id: crypto.randomUUID(),
      name: table.name,
      createdAt: Date.now(),
      header: table.table.header,
      rows: table.table.rows,
      ...input,
      state: 'running',
    });
    setTable(undefined);
  };

  let body;
  if (table) body = <MappingForm table={table.table} onStart={start} onBack={() => setTable(undefined)} />;
  else if (job) body = <JobPanel job={job} onNew={() => void discardJob()} />;
  else if (restored) body = <FileInput onTable={(parsed, name) => setTable({ table: parsed, name })} />;
  else body = null;

  return (
    <div className="batch-view">
      <h2>{t('batch.title')}</h2>
      {body}
    </div>
  );
}

function JobPanel({ job, onNew }: { job: BatchJob; onNew: () => void }) {
  const t = useBatchT();
  useJobVersion(job);
  // One selected row, from the table or the map; its answer shows in the address panel
  // (a found name's record, in the cigarette panel).
  const selected = useSelectedRow(job);
  const select = useSelectRow(job);
  const finished = job.state === 'done' || job.state === 'cancelled';
  return (
    <div className="batch-job">
      <div className="batch-file-line">
        <p className="batch-file">{job.stored.name}</p>
        {finished ? (
          <button type="button" className="button" onClick={onNew}>
            {t('batch.startOver')}
          </button>
        ) : null}
      </div>
      <BatchProgress job={job} />
      <BadRows bad={job.bad} />
      {/* The export's buttons and its status in one block: the table takes the height left below. */}
      <div className="batch-export">
        <ExportButtons job={job} />
      </div>
      <ResultsTable job={job} selected={selected} onSelect={select} />
    </div>
  );
}

/** The page's job's points on the map it is drawn inside (see MapContext); a picked point selects its row. */
export function BatchPoints() {
  const job = useCurrentJob();
  return job?.stored.kind === 'points' ? <JobPoints job={job} /> : null;
}

function JobPoints({ job }: { job: BatchJob }) {
  useJobVersion(job);
  useJobPoints(useMapContext(), job, useSelectRow(job));
  return null;
}
