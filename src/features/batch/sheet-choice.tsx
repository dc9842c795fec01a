import { useId } from 'react';
import { useFileReadT } from './file-read-messages';
import { parseInWorker } from './input/parse-file';
import type { ParsedTable } from './input/parse-table';

/** An XLSX file's sheets: the one shown (the first with data at first), and a picker that reads another. */
export function SheetChoice({
  file,
  sheets,
  sheet,
  onTable,
}: {
  file: { file: Blob; name: string };
  sheets: readonly string[];
  sheet: string;
  onTable: (table: ParsedTable) => void;
}) {
  const t = useFileReadT();
  const pickId = useId();
  // A sheet with nothing on it reads as an empty file: the preview stays as it is.
  const pick = (wanted: string) =>
    void parseInWorker({ ...file, sheet: wanted }).then(onTable, () => undefined);
  return (
    <div className="batch-encoding" data-testid="batch-sheet">
      <label htmlFor={pickId}>{t('read.sheet')}</label>{' '}
      <select id={pickId} value={sheet} onChange={(event) => pick(event.target.value)}>
        {sheets.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
