// The lines of an order, or of the bag at checkout, that were not bought (decision 0131):
// the reward with the points it costs, a gift with purchase, samples. They cost nothing, so
// each says what it is and, for a reward, its points; prices stay the cost summary's.
import { useTranslation } from 'react-i18next';

export interface GiftLine {
  kind: 'REWARD' | 'GIFT' | 'SAMPLE';
  name: string;
  brandName: string;
  points?: number | null;
}

export function GiftLines({ lines }: { lines: readonly GiftLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul className="mini-bag__lines" data-testid="gift-lines">
      {lines.map((line) => (
        <li key={`${line.kind}:${line.brandName}:${line.name}`} data-testid={`gift-line-${line.kind.toLowerCase()}`}>
          <span>
            {line.brandName} {line.name}
          </span>
          <span className="mini-bag__meta">
            {t(`order.giftKind.${line.kind}`)} · {line.points ? t('order.giftPoints', { points: line.points }) : t('order.giftFree')}
          </span>
        </li>
      ))}
    </ul>
  );
}
