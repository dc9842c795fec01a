import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_END, FIRST_VIEW_START, pageFor } from './first-view-links';

const html = [
  '<head>',
  '    <script type="module" src="/assets/index.js"></script>',
  `    ${FIRST_VIEW_START}`,
  '    <link rel="modulepreload" crossorigin href="/assets/maplibre-gl.js">',
  `    ${FIRST_VIEW_END}`,
  '  </head>',
].join('\n');

describe('index.html as a page gets it', () => {
  it('keeps the map’s first-view links on the map’s pages', () => {
    expect(pageFor('/', html)).toBe(html);
    expect(pageFor('/batch', html)).toBe(html);
  });

  it('leaves them out of the catalog and the compare view, and nothing else', () => {
    for (const path of ['/cigarettes', '/compare/']) {
      const page = pageFor(path, html);
      expect(page).not.toContain('maplibre');
      expect(page).not.toContain('first view');
      expect(page).toBe('<head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>');
    }
  });
});
