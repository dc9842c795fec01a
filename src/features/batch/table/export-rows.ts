import { roundCoordinate } from '../../../api/geocode-queries';
import { convertPoint, type LatLng } from '../../../../common/convert-point';
import { csvCell, xlsxInputCell } from '../../../../common/spreadsheet-cell';
import type { TableSource } from '../../../lib/table-file';
import { resultFields, type RowResult } from './answer-columns';

/** What an export needs: the input as read, each row's GCJ-02 point (if readable) and outcome. */
export interface ExportInput {
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Each row's point; none for a file of names (no coordinate columns then). */
  points?: readonly (LatLng | undefined)[];
  results: readonly (RowResult | undefined)[];
  /** Column titles of the answer's fields and the status, in the UI language. */
  answerTitles: readonly string[];
  /** Each row's status in words. */
  statuses: readonly string[];
  /** Each row's number as the spreadsheet shows it (titles and blank rows counted); else header + 1. */
  rowNumbers?: readonly number[];
}

type Cell = string | number;

/** Header and cells of the output table: the input columns kept (as text), the answer's columns added. */
export function outputTable(input: ExportInput): Cell[][] {
  return [outputHeader(input), ...input.rows.map((_, index) => outputRow(input, index))];
}

function outputHeader({ header, points, answerTitles }: ExportInput): Cell[] {
  return [...header, ...(points ? ['lat_gcj02', 'lng_gcj02'] : []), ...answerTitles];
}

function outputRow(input: ExportInput, index: number): Cell[] {
  const { points } = input;
  const point = points?.[index];
  const result = input.results[index];
  const fields = result?.ok ? resultFields(result) : input.answerTitles.slice(0, -1).map(() => '');
  const cells = input.header.map((_, column) => input.rows[index]![column] ?? '');
  const coordinates = points ? [point?.lat ?? '', point?.lng ?? ''] : [];
  return [...cells, ...coordinates, ...fields, input.statuses[index] ?? ''];
}

/** RFC 7946: WGS-84 geometry; GCJ-02 and every column kept in properties. Unreadable rows have no feature. */
export function toGeoJson(input: ExportInput) {
  const [header, ...body] = outputTable(input);
  return {
    type: 'FeatureCollection' as const,
    features: body.flatMap((cells, index) => {
      const point = input.points?.[index];
      if (!point) return [];
      const wgs = convertPoint(point, 'GCJ-02', 'WGS-84');
      const properties: Record<string, Cell> = { row: input.rowNumbers?.[index] ?? index + 2 };
      header!.forEach((title, column) => (properties[String(title)] = cells[column]!));
      properties.lat_gcj02 = point.lat;
      properties.lng_gcj02 = point.lng;
      return [
        {
          type: 'Feature' as const,
          geometry: {
            type: 'Point' as const,
            coordinates: [roundCoordinate(wgs.lng), roundCoordinate(wgs.lat)],
          },
          properties,
        },
      ];
    }),
  };
}

/**
 * The table as the CSV or XLSX export writes it, built a slice at a time as the file writer asks, so
 * a large table is never whole on the page. CSV: every text cell neutralised against formulas (an
 * apostrophe). XLSX: its text cells are never formulas, so kept as they are; the input columns'
 * plain numbers are numbers.
 */
export function escapedTable(input: ExportInput, format: 'csv' | 'xlsx' = 'csv'): TableSource {
  const length = input.rows.length + 1;
  const inputColumns = input.header.length;
  const cell =
    format === 'csv'
      ? csvCell
      : (value: Cell, column: number, index: number) =>
          index > 0 && column < inputColumns ? xlsxInputCell(value) : value;
  return {
    length,
    slice: (start, end) =>
      Array.from({ length: Math.min(end, length) - start }, (_, offset) => {
        const index = start + offset;
        const row = index === 0 ? outputHeader(input) : outputRow(input, index - 1);
        return row.map((value, column) => cell(value, column, index));
      }),
  };
}
