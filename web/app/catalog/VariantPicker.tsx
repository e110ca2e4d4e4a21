// Shades as colour swatches, sizes and types as buttons: a native radio group (arrow keys
// move the choice), each option named by its shade or size, out-of-stock ones marked. A
// shade the data gives no colour shows its initials rather than an empty circle.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import type { VariationType } from '../__generated__/graphql';
import './variant-picker.css';

export const VariantPickerFragment = graphql(`
  fragment VariantPicker_variant on Variant {
    id
    name
    type
    swatchColor
    stockStatus
  }
`);

/** "Classic Red" → "CR": what fits in a swatch. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => [...word][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

interface VariantPickerProps {
  type: VariationType;
  variants: ReadonlyArray<FragmentType<typeof VariantPickerFragment>>;
  selectedId: string;
  onSelect: (variantId: string) => void;
}

export function VariantPicker({ type, variants: refs, selectedId, onSelect }: VariantPickerProps) {
  const { t } = useTranslation();
  const variants = getFragmentData(VariantPickerFragment, refs);
  const selected = variants.find((v) => v.id === selectedId);
  const label = t(`product.variant.${type}`);
  const swatches = type === 'SHADE';

  return (
    <fieldset className={`variant-picker variant-picker--${swatches ? 'swatches' : 'buttons'}`}>
      <legend>
        {label}: <strong>{selected?.name}</strong>
      </legend>
      <div className="variant-picker__options">
        {variants.map((variant) => {
          const outOfStock = variant.stockStatus === 'OUT_OF_STOCK';
          const id = `variant-${variant.id}`;
          return (
            <div key={variant.id} className="variant-picker__option">
              <input
                type="radio"
                id={id}
                name="variant"
                value={variant.id}
                checked={variant.id === selectedId}
                onChange={() => onSelect(variant.id)}
                className="visually-hidden"
              />
              <label
                htmlFor={id}
                className={['variant-picker__label', outOfStock && 'is-out-of-stock'].filter(Boolean).join(' ')}
                title={swatches ? variant.name : undefined}
              >
                {swatches ? (
                  <>
                    {variant.swatchColor ? (
                      <span className="variant-picker__swatch" style={{ backgroundColor: variant.swatchColor }} aria-hidden="true" />
                    ) : (
                      <span className="variant-picker__swatch variant-picker__swatch--unnamed" aria-hidden="true">
                        {initials(variant.name)}
                      </span>
                    )}
                    <span className="visually-hidden">{variant.name}</span>
                  </>
                ) : (
                  variant.name
                )}
                {outOfStock && <span className="visually-hidden"> ({t('product.outOfStock')})</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
