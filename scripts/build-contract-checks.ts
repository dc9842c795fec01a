/**
 * Writes server/contract/generated/contract-checks.js (+ .d.ts) from the zod contracts listed in
 * server/contract/checked-contracts.ts. Run after changing one of them (a unit test fails until then):
 *   npm run contract:build
 */
import { writeFileSync } from 'node:fs';
import { contractChecksSource } from '../server/contract/contract-checks-source';

const out = new URL('../server/contract/generated/', import.meta.url);
const { js, dts } = contractChecksSource();
writeFileSync(new URL('contract-checks.js', out), js);
writeFileSync(new URL('contract-checks.d.ts', out), dts);
console.log(`wrote ${out.pathname}contract-checks.js (${js.length} characters)`);
