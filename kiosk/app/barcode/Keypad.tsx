// A big on-screen number pad (every key ≥ 96 px): barcodes, card numbers and codes are
// typed here, not with the system keyboard. A physical keyboard or a USB scanner that types
// works too.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeypadKey, keyFromKeyboard, pressKey } from './keypad';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function Keypad({
  value,
  onChange,
  maxLength,
  label,
  onEnter,
}: {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  label: string;
  onEnter?: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'Enter') {
        onEnter?.();
        return;
      }
      const key = keyFromKeyboard(event.key);
      if (key) onChange(pressKey(value, key, maxLength));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [value, onChange, maxLength, onEnter]);
  const press = (key: KeypadKey) => onChange(pressKey(value, key, maxLength));
  return (
    <div className="keypad">
      <output className="keypad__display" aria-label={label} data-testid="keypad-display">
        {value || '\u00a0'}
      </output>
      <div className="keypad__keys" role="group" aria-label={label}>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="keypad__key" onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className="keypad__key keypad__key--small" onClick={() => press('clear')}>
          {t('barcode.clear')}
        </button>
        <button type="button" className="keypad__key" onClick={() => press('0')}>
          0
        </button>
        <button type="button" className="keypad__key keypad__key--small" aria-label={t('barcode.delete')} onClick={() => press('delete')}>
          ⌫
        </button>
      </div>
    </div>
  );
}
