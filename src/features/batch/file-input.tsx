import { useId, useState, type DragEvent } from 'react';
import { useBatchT } from './use-batch-t';
import { useFileReadT } from './file-read-messages';
import { parseInWorker } from './input/parse-file';
import type { ParsedTable } from './input/parse-table';
import { TABLE_READ_KINDS, type TableReadKind } from './input/table-read-kinds';
import type { TableSource } from './server-job/server-job-submit';

/** Drop, pick or paste a table; it is parsed in a worker and handed on with what it was read from. */
export function FileInput({ onTable }: { onTable: (table: ParsedTable, source: TableSource) => void }) {
  const t = useBatchT();
  const readT = useFileReadT();
  const inputId = useId();
  const [status, setStatus] = useState<{ kind: 'idle' | 'reading' } | { kind: 'error'; reason: string }>({
    kind: 'idle',
  });
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);

  const read = async (source: TableSource) => {
    setStatus({ kind: 'reading' });
    try {
      const table = await parseInWorker('file' in source ? source : { text: source.text });
      if (table.rows.length === 0) return setStatus({ kind: 'error', reason: t('batch.empty') });
      setStatus({ kind: 'idle' });
      onTable(table, source);
    } catch (error) {
      // The worker rejects with a TableReadKind; anything else (a worker that failed to start) is unreadable.
      const kind =
        error instanceof Error && TABLE_READ_KINDS.includes(error.message) ? error.message : 'unreadable';
      setStatus({ kind: 'error', reason: readT(`read.reason.${kind as TableReadKind | 'unreadable'}`) });
    }
  };
  const readFile = (file: File | undefined) => {
    if (file) void read({ file, name: file.name });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    readFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="batch-input">
      <p>{t('batch.intro')}</p>
      <div
        className={`batch-drop${dragging ? ' batch-drop-active' : ''}`}
        data-testid="batch-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>{t('batch.drop')}</span>
        <label className="button" htmlFor={inputId}>
          {t('batch.pick')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values"
          aria-label={t('batch.pick')}
          onChange={(event) => readFile(event.target.files?.[0])}
        />
      </div>
      <label className="batch-paste">
        {t('batch.paste')}
        <textarea rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
      </label>
      <button
        type="button"
        className="button"
        disabled={pasted.trim() === ''}
        onClick={() => void read({ text: pasted, name: 'pasted' })}
      >
        {t('batch.usePasted')}
      </button>
      {status.kind === 'reading' ? <p role="status">{t('batch.reading')}</p> : null}
      {status.kind === 'error' ? (
        <p role="alert">{t('batch.readFailed', { reason: status.reason })}</p>
      ) : null}
    </div>
  );
}
