import { useEffect, useState } from 'react';
import { useBatchT } from './use-batch-t';
import { BadRows } from './table/bad-rows';
import type { BatchJob } from './local/batch-job';
import { BatchProgress } from './batch-progress';
import { useMapContext } from '../../map/map-context';
import { discardJob, restoreJob, startJob, useJobVersion } from './local/batch-session';
import { useAppStore } from '../../store/app-store';
import { useCurrentJob } from './local/current-job';
import { ExportButtons } from './table/export-buttons';
import { EncodingChoice } from './encoding-choice';
import { SheetChoice } from './sheet-choice';
import { FileInput } from './file-input';
import type { JobInput } from './local/job-store';
import { MappingForm } from './mapping-form';
import type { ParsedTable } from './input/parse-table';
import { ResultsTable } from './table/results-table';
import { useSelectedRow, useSelectRow } from './table/row-selection';
import { useJobPoints } from './use-job-points';
import { useOpenServerResults } from './server-job/open-server-results';
import { ServerJobPoints } from './server-job/server-job-points';
import { ServerJobList } from './server-job/server-job-list-view';
import { startServerJob, type TableSource } from './server-job/server-job-submit';
import { failureReason } from './table/failure-reason';
import { useErrorWords } from '../../i18n/error-text';
import './batch.css';

/**
 * /batch: a file of points or cigarette names in; progress, a table and files out (and the points on
 * the map, BatchPoints). A big file, or one the user sends there, runs on the server as a job, listed
 * with the others this device started (ServerJobList).
 */
export function BatchView() {
  const t = useBatchT();
  const words = useErrorWords();
  const job = useCurrentJob();
  const [table, setTable] = useState<{ table: ParsedTable; source: TableSource }>();
  const [restored, setRestored] = useState(false);
  const [upload, setUpload] = useState<{ failed?: string }>();
  const [openJob, setOpenJob] = useState<string>();
  const language = useAppStore((s) => s.language);
  useEffect(() => {
    void restoreJob().then(() => setRestored(true));
  }, []);

  const submit = async (input: JobInput) => {
    if (!table) return;
    setUpload({});
    try {
      const submitted = await startServerJob(table.source, table.table, input, language);
      setOpenJob(submitted.id);
      setTable(undefined);
      setUpload(undefined);
    } catch (error) {
      setUpload({ failed: failureReason(error, words) });
    }
  };
  const start = (input: JobInput, onServer: boolean) => {
    if (!table) return;
    if (onServer) return void submit(input);
    void startJob({
      id: crypto.randomUUID(),
      name: table.source.name,
      createdAt: Date.now(),
      header: table.table.header,
      rows: table.table.rows,
      lines: table.table.lines,
      ...input,
      state: 'running',
    });
    setTable(undefined);
  };

  const uploading = upload !== undefined && upload.failed === undefined;
  let body;
  if (table)
    body = (
      <>
        {table.table.encoding && 'file' in table.source ? (
          <EncodingChoice
            file={table.source}
            encoding={table.table.encoding}
            onTable={(parsed) => setTable({ table: parsed, source: table.source })}
          />
        ) : null}
        {table.table.sheet &&
        table.table.sheets &&
        table.table.sheets.length > 1 &&
        'file' in table.source ? (
          <SheetChoice
            file={table.source}
            sheets={table.table.sheets}
            sheet={table.table.sheet}
            onTable={(parsed) => setTable({ table: parsed, source: table.source })}
          />
        ) : null}
        {/* Read again in another encoding or sheet: a new table, a new form. */}
        <MappingForm
          key={`${table.table.encoding}:${table.table.sheet}`}
          table={table.table}
          onStart={start}
          onBack={() => {
            setTable(undefined);
            setUpload(undefined);
          }}
          busy={uploading}
        />
        <p role="status">
          {uploading ? t('batch.server.uploading', { size: fileSize(table.source) }) : null}
        </p>
        {upload?.failed ? (
          <p role="alert">{t('batch.server.uploadFailed', { reason: upload.failed })}</p>
        ) : null}
      </>
    );
  else if (job) body = <JobPanel job={job} onNew={() => void discardJob()} />;
  else if (restored) body = <FileInput onTable={(parsed, source) => setTable({ table: parsed, source })} />;
  else body = null;

  return (
    <div className="batch-view">
      <h2>{t('batch.title')}</h2>
      {body}
      {table ? null : <ServerJobList open={openJob} onOpen={setOpenJob} />}
    </div>
  );
}

/** A file's size as "1.2 MB" (pasted rows: their text's). */
function fileSize(source: TableSource) {
  const bytes = 'file' in source ? source.file.size : new Blob([source.text]).size;
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
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
      <BadRows bad={job.bad} rowNumber={(index) => job.rowNumber(index)} />
      {/* The export's buttons and its status in one block: the table takes the height left below. */}
      <div className="batch-export">
        <ExportButtons job={job} />
      </div>
      <ResultsTable job={job} selected={selected} onSelect={select} />
    </div>
  );
}

/**
 * The points on the map it is drawn inside (see MapContext): an open server job's, else
 * the page's job's; a picked point selects its row.
 */
export function BatchPoints() {
  const job = useCurrentJob();
  const server = useOpenServerResults();
  if (server) return <ServerJobPoints open={server} />;
  return job?.stored.kind === 'points' ? <JobPoints job={job} /> : null;
}

function JobPoints({ job }: { job: BatchJob }) {
  useJobVersion(job);
  useJobPoints(useMapContext(), job, useSelectRow(job));
  return null;
}
