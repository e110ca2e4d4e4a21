// /sandbox/order-state (docs/product.md#sandbox-pages; decision 0074): outside production only,
// move an order through its life (packed, shipped with a tracking number, delivered,
// cancelled, returned) as staff would, and move the api's clock forward by working days of
// this country, so points pending after delivery can be seen becoming valid. Inside the
// sandbox layout, whose loader is the one production check (decision 0100); the gateway
// and the api refuse the calls too.
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import type { FulfilmentState } from '../../__generated__/graphql';
import { useSiteLocale } from '../../locale/use-locale';
import { useToast } from '../../platform/toast/ToastProvider';
import { FULFILMENT_KEYS, keyOf } from '../../loyalty/labels';

const SandboxMoveOrder = graphql(`
  mutation SandboxMoveOrder($input: MoveOrderInput!) {
    sandboxMoveOrder(input: $input) {
      orderNumber
      fulfilment { state trackingNumber }
      userErrors { code field message }
    }
  }
`);

const SandboxAdvanceClock = graphql(`
  mutation SandboxAdvanceClock($input: AdvanceClockInput!) {
    sandboxAdvanceClock(input: $input) { now offsetMs }
  }
`);

const STATES: FulfilmentState[] = ['PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'];

export function meta() {
  return [{ title: 'Sandbox: order state' }, { name: 'robots', content: 'noindex' }];
}

export default function SandboxOrderState() {
  const { t } = useTranslation();
  const toast = useToast();
  const { country, tag } = useSiteLocale();
  const [orderId, setOrderId] = useState('');
  const [state, setState] = useState<FulfilmentState>('DELIVERED');
  const [tracking, setTracking] = useState('');
  const [workingDays, setWorkingDays] = useState(3);
  const [result, setResult] = useState<string | null>(null);
  const [apiNow, setApiNow] = useState<string | null>(null);
  const [move, { loading: moving }] = useMutation(SandboxMoveOrder);
  const [advance, { loading: advancing }] = useMutation(SandboxAdvanceClock);

  async function submitMove(event: FormEvent) {
    event.preventDefault();
    const { data } = await move({ variables: { input: { orderId: orderId.trim(), state, ...(tracking.trim() ? { trackingNumber: tracking.trim() } : {}) } } });
    const payload = data?.sandboxMoveOrder;
    if (!payload) return;
    if (payload.userErrors.length > 0) {
      toast.show({ type: 'error', text: payload.userErrors[0]!.message });
      setResult(null);
      return;
    }
    const text = t('sandboxOrderState.moved', { number: payload.orderNumber, state: t(keyOf(FULFILMENT_KEYS, payload.fulfilment!.state, 'confirmed')) });
    setResult(text);
    toast.show({ type: 'success', text });
  }

  async function submitClock(event: FormEvent) {
    event.preventDefault();
    const { data } = await advance({ variables: { input: { workingDays, country } } });
    if (!data) return;
    const now = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(data.sandboxAdvanceClock.now));
    setApiNow(now);
    toast.show({ type: 'success', text: t('sandboxOrderState.clockMoved', { now }) });
  }

  return (
    <div className="page page--sandbox">
      <h1>{t('sandboxOrderState.title')}</h1>
      <form onSubmit={(event) => void submitMove(event)} data-testid="sandbox-order-form">
        <p>
          <label htmlFor="sandbox-order">{t('sandboxOrderState.order')}</label>{' '}
          <input id="sandbox-order" name="order" required maxLength={64} value={orderId} onChange={(event) => setOrderId(event.target.value)} />
        </p>
        <p>
          <label htmlFor="sandbox-state">{t('sandboxOrderState.state')}</label>{' '}
          <select id="sandbox-state" name="state" value={state} onChange={(event) => setState(event.target.value as FulfilmentState)}>
            {STATES.map((value) => (
              <option key={value} value={value}>
                {t(keyOf(FULFILMENT_KEYS, value, 'confirmed'))}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="sandbox-tracking">{t('sandboxOrderState.tracking')}</label>{' '}
          <input id="sandbox-tracking" name="tracking" maxLength={64} value={tracking} onChange={(event) => setTracking(event.target.value)} />
        </p>
        <button type="submit" className="button button--primary" disabled={moving}>
          {t('sandboxOrderState.move')}
        </button>
      </form>
      {result && <p data-testid="sandbox-order-result">{result}</p>}
      <h2>{t('sandboxOrderState.clockTitle')}</h2>
      <form onSubmit={(event) => void submitClock(event)} data-testid="sandbox-clock-form">
        <p>
          <label htmlFor="sandbox-days">{t('sandboxOrderState.workingDays', { country })}</label>{' '}
          <input
            id="sandbox-days"
            name="workingDays"
            type="number"
            min={0}
            max={260}
            value={workingDays}
            onChange={(event) => setWorkingDays(Number(event.target.value))}
          />
        </p>
        <button type="submit" className="button button--secondary" disabled={advancing}>
          {t('sandboxOrderState.advance')}
        </button>
      </form>
      {apiNow && <p data-testid="sandbox-clock-now">{t('sandboxOrderState.apiNow', { now: apiNow })}</p>}
    </div>
  );
}
