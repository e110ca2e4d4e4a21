// A product's or shade's standing on this store's shelf (Product.storeAvailability,
// StoreStock.availability), in words and a colour, never colour alone.
import { useTranslation } from 'react-i18next';
import type { StoreAvailability } from '../__generated__/graphql';

export function Availability({ value }: { value: StoreAvailability | null | undefined }) {
  const { t } = useTranslation();
  const shown = value ?? 'ONLINE_ONLY';
  return (
    <span className={`availability availability--${shown.toLowerCase().replace(/_/g, '-')}`} data-testid="availability">
      {t(`availability.${shown}`)}
    </span>
  );
}
