// What a shopper's list page (wish list, orders) shows with nothing in it: a line saying
// so, and the way back to the shop.
import { Link } from 'react-router';

interface EmptyListNoticeProps {
  className?: string;
  testId: string;
  text: string;
  shopText: string;
}

export function EmptyListNotice({ className, testId, text, shopText }: EmptyListNoticeProps) {
  return (
    <div className={className} data-testid={testId}>
      <p>{text}</p>
      <Link to="/" className="button button--primary">
        {shopText}
      </Link>
    </div>
  );
}
