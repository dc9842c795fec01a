import { useId, useState } from 'react';
import { ENCODING_LABELS, TEXT_ENCODINGS, type TextEncoding } from '../../../common/encoding-names';
import { useFileReadT } from './file-read-messages';
import { parseInWorker } from './input/parse-file';
import type { ParsedTable } from './input/parse-table';

/**
 * "Read as GBK", and a picker that reads the file again in another encoding: the new table replaces
 * the preview, or the alert says that encoding reads no text and the preview stays.
 */
export function EncodingChoice({
  file,
  encoding,
  onTable,
}: {
  file: { file: Blob; name: string };
  encoding: TextEncoding;
  onTable: (table: ParsedTable) => void;
}) {
  const t = useFileReadT();
  const pickId = useId();
  const [failed, setFailed] = useState<TextEncoding>();
  const pick = (wanted: TextEncoding) => {
    setFailed(undefined);
    void parseInWorker({ ...file, encoding: wanted }).then(onTable, () => setFailed(wanted));
  };
  return (
    <div className="batch-encoding" data-testid="batch-encoding">
      <span>{t('read.encoding', { encoding: ENCODING_LABELS[encoding] })}</span>{' '}
      <label htmlFor={pickId}>{t('read.encodingPick')}</label>{' '}
      <select id={pickId} value={encoding} onChange={(event) => pick(event.target.value as TextEncoding)}>
        {TEXT_ENCODINGS.map((option) => (
          <option key={option} value={option}>
            {ENCODING_LABELS[option]}
          </option>
        ))}
      </select>
      {failed ? <p role="alert">{t('read.encodingFailed', { encoding: ENCODING_LABELS[failed] })}</p> : null}
    </div>
  );
}
