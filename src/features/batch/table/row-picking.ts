import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';

/** Click and Enter/Space on a row (`data-row`) pick it: one handler for every row, as rows come and go with the scroll. */
export function rowPickHandlers(select: (index: number) => void) {
  const rowOf = (event: SyntheticEvent) =>
    (event.target as Element).closest<HTMLElement>('[data-row]')?.dataset.row;
  return {
    rowOf,
    onClick: (event: MouseEvent) => {
      const row = rowOf(event);
      if (row !== undefined) select(Number(row));
    },
    onKeyDown: (event: KeyboardEvent) => {
      const row = rowOf(event);
      if (row === undefined || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      select(Number(row));
    },
  };
}
