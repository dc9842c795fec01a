import type { Page } from '@playwright/test';

/** Collects every CSP violation the page (or a console message) reports. */
export async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy/i.test(error.message)) reported.push(`error: ${error.message}`);
  });
  await page.exposeFunction('__reportCsp', (text: string) => reported.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  return reported;
}
