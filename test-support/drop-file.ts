import type { Locator } from '@playwright/test';

/**
 * Drops a CSV file on `zone` as a user dragging it from the desktop would (a `drop` event with a
 * DataTransfer holding the file). Returns the page's clock (`performance.now()`) at the drop.
 */
export function dropFile(zone: Locator, name: string, text: string): Promise<number> {
  return zone.evaluate(
    (element, file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([file.text], file.name, { type: 'text/csv' }));
      const at = performance.now();
      element.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      return at;
    },
    { name, text },
  );
}
