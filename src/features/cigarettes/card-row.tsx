import type { ReactNode } from 'react';

/** One label/value pair of a card (inside a <dl>). */
export function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cig-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
