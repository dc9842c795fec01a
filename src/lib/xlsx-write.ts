import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { TableWriter } from './table-file';

// An XLSX file is a zip of a few XML parts. It is written here with fflate's synchronous streaming
// zip, since this runs in a worker already: fflate's asynchronous zip (what write-excel-file uses)
// starts a `blob:` worker of its own for any part over 160 KB (about 400 result rows), which the
// page's CSP (`worker-src 'self'`) refuses, and the export then never finished.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const PARTS: Record<string, string> = {
  '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/></Types>`,
  '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

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
  for (const [name, text] of Object.entries(PARTS)) deflate(zip, name).push(strToU8(XML + text), true);
  const sheet = deflate(zip, 'xl/worksheets/sheet1.xml');
  sheet.push(strToU8(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`));
  let written = 0;
  return {
    add(rows) {
      sheet.push(strToU8(rows.map((row, index) => rowXml(row, written + index + 1)).join('')));
      written += rows.length;
    },
    end() {
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      return new Blob(chunks as BlobPart[], { type: `${TYPE}.sheet` });
    },
  };
}

function deflate(zip: Zip, name: string): ZipDeflate {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  return file;
}

function rowXml(row: readonly (string | number)[], r: number): string {
  let cells = '';
  row.forEach((value, index) => {
    const ref = `${column(index)}${r}`;
    if (typeof value === 'number' && Number.isFinite(value)) cells += `<c r="${ref}"><v>${value}</v></c>`;
    else if (value !== '')
      cells += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  });
  return `<row r="${r}">${cells}</row>`;
}

/** A, B, … Z, AA, AB …: a column's letters from its index (0-based). */
function column(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Text as XML character data: markup escaped, and the control characters XML 1.0 cannot hold dropped. */
function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
  );
}
