import { strToU8, zipSync } from 'fflate';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A workbook whose sheet names `rows` rows under the header `name,lat,lng`, each row's first cell the
 * one shared string `text` (written once, named by every row): what the inflated size cannot see.
 */
export function sharedStringXlsx(text: string, rows: number): Uint8Array {
  const sheetRows = [
    '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="B1" t="inlineStr"><is><t>lat</t></is></c><c r="C1" t="inlineStr"><is><t>lng</t></is></c></row>',
  ];
  for (let r = 2; r <= rows + 1; r++)
    sheetRows.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c><c r="B${r}"><v>31</v></c><c r="C${r}"><v>121</v></c></row>`,
    );
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      'xl/sharedStrings.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${rows}" uniqueCount="1"><si><t>${escape(text)}</t></si></sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
      ),
    },
    { level: 9 },
  );
}
