import { useState } from 'react';

/**
 * The open/highlighted state of an ARIA combobox's listbox, shared by the search boxes:
 * arrows move the highlight round the list (from either end when none is highlighted),
 * typing reopens the list with nothing highlighted, choosing or Escape closes it.
 */
export function useListboxNavigation(listId: string, count: number, hasContent: boolean) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && hasContent;
  const activeIndex = expanded && active < count ? active : -1;
  return {
    expanded,
    activeIndex,
    optionId: (index: number) => `${listId}-${index}`,
    activeDescendant: activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
    show: () => setOpen(true),
    /** After the text changed: the list opens again, nothing highlighted. */
    restart: () => {
      setOpen(true);
      setActive(-1);
    },
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    move: (step: 1 | -1) => {
      setOpen(true);
      if (count === 0) return;
      setActive(activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count);
    },
  };
}

/** ArrowDown → 1, ArrowUp → -1, any other key → undefined. */
export const arrowStep = (key: string): 1 | -1 | undefined =>
  key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : undefined;
