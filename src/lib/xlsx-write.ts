import { strToU8, Zip, ZipDeflate } from 'fflate';
import { rowXml, SHEET_END, SHEET_START, XLSX_PARTS, XLSX_TYPE } from '../../common/xlsx-sheet';
import type { TableWriter } from './table-file';

// An XLSX file is a zip of a few XML parts. It is written here with fflate's synchronous streaming
// zip, since this runs in a worker already: fflate's asynchronous zip (what write-excel-file uses)
// starts a `blob:` worker of its own for any part over 160 KB (about 400 result rows), which the
// page's CSP (`worker-src 'self'`) refuses, and the export then never finished.

/**
 * An XLSX file of one sheet: numbers as numbers, every other cell as inline text (never a formula),
 * empty cells left out. Each slice is deflated as it comes, so a large table is never whole here.
 */
export function xlsxWriter(): TableWriter {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, text] of Object.entries(XLSX_PARTS)) deflate(zip, name).push(strToU8(text), true);
  const sheet = deflate(zip, 'xl/worksheets/sheet1.xml');
  sheet.push(strToU8(SHEET_START));
  let written = 0;
  return {
    add(rows) {
      sheet.push(strToU8(rows.map((row, index) => rowXml(row, written + index + 1)).join('')));
      written += rows.length;
    },
    end() {
      sheet.push(strToU8(SHEET_END), true);
      zip.end();
      return new Blob(chunks as BlobPart[], { type: XLSX_TYPE });
    },
  };
}

function deflate(zip: Zip, name: string): ZipDeflate {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  return file;
}
