import { findChromium, INSTALL_HINT } from './chromium-path';

// Runs before the end-to-end tests: stop early, with instructions, when there is no browser.
const path = findChromium();
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`End-to-end tests use Chromium at ${path}`);
