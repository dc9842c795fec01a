import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { BUDGETS, measureBundle } from '../scripts/bundle-budget';

// Byte budgets from the build output (deterministic, so they are tests, not benchmarks).

test('JavaScript before the map starts loading stays within 100 KB gzip, MapLibre in its own lazy chunk', () => {
  const report = measureBundle(resolve('dist'));
  console.log(`shell ${(report.shellBytes / 1024).toFixed(1)} KB gzip: ${report.shellFiles.join(', ')}`);
  expect(report.maplibreIsLazy).toBe(true);
  expect(report.shellBytes).toBeLessThanOrEqual(BUDGETS.shellBytes);
});

test('all main-thread JavaScript together stays within 450 KB gzip', () => {
  const report = measureBundle(resolve('dist'));
  console.log(
    `main thread ${(report.mainThreadBytes / 1024).toFixed(1)} KB gzip (MapLibre ${(report.maplibreBytes / 1024).toFixed(1)} KB); worker ${(report.workerBytes / 1024).toFixed(1)} KB`,
  );
  expect(report.mainThreadBytes).toBeLessThanOrEqual(BUDGETS.mainThreadBytes);
});
