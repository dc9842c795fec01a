import type { ParsedTable } from './input/parse-table';

const PREVIEW_ROWS = 5;

/** The header and the first rows of a file, as read. */
export function PreviewTable({ table }: { table: ParsedTable }) {
  return (
    <div className="batch-preview-wrap">
      <table className="batch-preview">
        <thead>
          <tr>
            {table.header.map((name, column) => (
              <th key={column}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
            <tr key={index}>
              {table.header.map((_, column) => (
                <td key={column}>{row[column] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
