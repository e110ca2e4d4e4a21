// Scan or type a pack's barcode → its product and shade (Query.productByBarcode). The
// digits are checked here first (length and check digit); an unknown code says so.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__';
import { useKiosk } from '../visit/kiosk-state';
import { checkBarcode } from './barcode';
import { CameraScanner } from './CameraScanner';
import { Keypad } from './Keypad';

const ProductByBarcodeQuery = graphql(`
  query ProductByBarcode($code: String!) {
    productByBarcode(code: $code) {
      code
      product {
        id
      }
      variant {
        id
      }
    }
  }
`);

const PACK_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

export function BarcodeScreen() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { go } = useKiosk();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = useCallback(
    async (typed: string) => {
      const checked = checkBarcode(typed);
      if (!checked.ok) {
        setMessage(t(checked.reason === 'length' ? 'barcode.invalidLength' : 'barcode.invalidCheck'));
        return;
      }
      setBusy(true);
      setMessage(null);
      try {
        const { data } = await client.query({ query: ProductByBarcodeQuery, variables: { code: checked.code }, fetchPolicy: 'network-only' });
        const match = data?.productByBarcode;
        if (match) go({ name: 'product', productId: match.product.id, variantId: match.variant.id });
        else setMessage(t('barcode.unknown'));
      } catch {
        setMessage(t('errors.generic'));
      } finally {
        setBusy(false);
      }
    },
    [client, go, t],
  );

  return (
    <section className="barcode">
      <h1>{t('barcode.title')}</h1>
      <CameraScanner formats={PACK_FORMATS} onCode={(scanned) => void find(scanned)} />
      <h2>{t('barcode.type')}</h2>
      <Keypad value={code} onChange={setCode} maxLength={13} label={t('barcode.codeLabel')} onEnter={() => void find(code)} />
      {message ? (
        <p className="notice notice--error" role="alert" data-testid="barcode-message">
          {message}
        </p>
      ) : null}
      <button type="button" className="button button--primary button--wide" disabled={busy || code.length === 0} onClick={() => void find(code)}>
        {t('barcode.find')}
      </button>
    </section>
  );
}
