// A content block that lists things (brands, tiles) under its heading, in the home page's
// section style; a block with nothing to list shows nothing, so no heading stands alone.
import type { ReactNode } from 'react';
import { TitledSection } from '../TitledSection';

interface BlockListProps<T> {
  headingId: string;
  heading: string;
  listClassName: string;
  items: readonly T[];
  keyOf: (item: T, index: number) => string;
  children: (item: T, index: number) => ReactNode;
}

export function BlockList<T>({ headingId, heading, listClassName, items, keyOf, children: render }: BlockListProps<T>) {
  if (items.length === 0) return null;
  return (
    <TitledSection id={headingId} title={heading} className="home-section">
      <ul className={listClassName}>
        {items.map((item, index) => (
          <li key={keyOf(item, index)}>{render(item, index)}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
