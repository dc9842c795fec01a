import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './header-menu.css';

/**
 * The header's controls that do not fit a phone's width, behind one button (a disclosure: the button
 * says whether it is open, its list follows it in the tab order). Opening moves focus to the first
 * control; Esc, a click outside or choosing a control closes it, focus back on the button.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(`#${CSS.escape(listId)} :is(a, button)`)?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, listId]);

  const close = () => {
    // Focus first, so a dialog a control opens gives it back to the button when it closes.
    toggle.current?.focus();
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="header-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="header-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={listId} className="header-menu-list" hidden={!open} onClick={close}>
        {children}
      </div>
    </div>
  );
}
