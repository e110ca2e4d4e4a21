// The shades (sizes, types) as big buttons, each with its stock on this store's shelf.
import { useTranslation } from 'react-i18next';
import type { StoreAvailability, VariationType } from '../__generated__/graphql';
import { Availability } from './Availability';

export interface PickerVariant {
  id: string;
  name: string;
  swatchColor?: string | null;
  storeStock?: { availability: StoreAvailability; quantity: number } | null;
}

const TITLE = { SHADE: 'product.shades', SIZE: 'product.sizes', TYPE: 'product.types' } as const;

export function ShadePicker({
  type,
  variants,
  chosen,
  onChoose,
}: {
  type: VariationType;
  variants: readonly PickerVariant[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (type === 'NONE' || variants.length < 2) return null;
  return (
    <fieldset className="shade-picker">
      <legend>{t(TITLE[type])}</legend>
      <div className="shade-picker__options">
        {variants.map((variant) => (
          <button
            key={variant.id}
            type="button"
            className="shade"
            aria-pressed={variant.id === chosen}
            data-testid="shade"
            onClick={() => onChoose(variant.id)}
          >
            {variant.swatchColor ? <span className="shade__swatch" style={{ background: variant.swatchColor }} aria-hidden="true" /> : null}
            <span className="shade__name">{variant.name}</span>
            <Availability value={variant.storeStock?.availability} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
