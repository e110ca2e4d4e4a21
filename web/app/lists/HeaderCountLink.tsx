// A header link with a count beside its name: the bag and the wish list. Its accessible
// name is the visible text plus a hidden word ("Bag 2 items"), so speech input users can
// say what they see (WCAG 2.5.3). It sits in lists, the lowest room both links may import.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';

interface HeaderCountLinkProps {
  to: string;
  /** The CSS block: `bag-link` gives bag-link__label and bag-link__count. */
  block: string;
  /** The test ids' prefix: `bag` gives bag-link and bag-count. */
  testId: string;
  icon: ReactNode;
  label: string;
  count: number;
  /** The hidden words after the count ("items"). */
  countWords: string;
}

export function HeaderCountLink({ to, block, testId, icon, label, count, countWords }: HeaderCountLinkProps) {
  const { tag } = useSiteLocale();
  return (
    <Link to={to} className={block} data-testid={`${testId}-link`}>
      {icon}
      <span className={`${block}__label`}>{label}</span>{' '}
      <span className={`${block}__count`} data-testid={`${testId}-count`}>
        {formatCount(count, tag)}
      </span>
      <span className="visually-hidden"> {countWords}</span>
    </Link>
  );
}
