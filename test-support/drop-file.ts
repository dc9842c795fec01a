import type { Locator } from '@playwright/test';

/**
 * Drops a CSV file (text, or bytes in another encoding) on `zone` as a user dragging it from the desktop would (a `drop` event with a
 * DataTransfer holding the file). Returns the page's clock (`performance.now()`) at the drop.
 */
export function dropFile(zone: Locator, name: string, text: string | Uint8Array): Promise<number> {
  return zone.evaluate(
    (element, file) => {
      const transfer = new DataTransfer();
      const content = typeof file.text === 'string' ? file.text : new Uint8Array(file.text);
      transfer.items.add(new File([content], file.name, { type: 'text/csv' }));
      const at = performance.now();
      element.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      return at;
    },
    { name, text: typeof text === 'string' ? text : [...text] },
  );
}
