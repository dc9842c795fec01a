import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if one is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const INSTALL_HINT =
  'No Chromium found for the end-to-end tests. Set CHROMIUM_PATH, or install one:\n' +
  '  Debian/Ubuntu (as root): apt-get update && apt-get install -y chromium fonts-noto-cjk';
