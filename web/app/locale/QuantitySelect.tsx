// A quantity picker: 1 to `max`, each written in the page's numerals.
import { formatCount } from './numbers';
import { useSiteLocale } from './use-locale';

interface QuantitySelectProps {
  id: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

export function QuantitySelect({ id, value, max, disabled, onChange }: QuantitySelectProps) {
  const { tag } = useSiteLocale();
  return (
    <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>
          {formatCount(n, tag)}
        </option>
      ))}
    </select>
  );
}
