// The XML of a one-sheet XLSX file, for the batch view's export and a server job's results.xlsx: numbers
// as numbers, every other cell as inline text (never a formula), empty cells left out.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
export const XLSX_TYPE = `${TYPE}.sheet`;

/** The parts of a one-sheet workbook besides the sheet itself, by name, as written. */
const PARTS: Record<string, string> = {
  '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/></Types>`,
  '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

export const XLSX_PARTS = Object.fromEntries(Object.entries(PARTS).map(([name, text]) => [name, XML + text]));
export const SHEET_START = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';

/** One row of the sheet (`r` counts from 1). */
export function rowXml(row: readonly (string | number)[], r: number): string {
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
