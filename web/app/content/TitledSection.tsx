// A section of a page labelled by its own h2.
import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
