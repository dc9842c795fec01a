import { useId, type ReactNode } from 'react';

/** A titled part of the panel: a region named by its heading, so it is reachable by landmark. */
export function PanelSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`geo-section ${className ?? ''}`} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
