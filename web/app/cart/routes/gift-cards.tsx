// Buying an e-gift card: /gift-cards. Amount, recipient and message; it is paid through
// the payment provider and e-mailed to the recipient (the api's outbox).
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { formatMoney } from '../../locale/money';
import { useSiteLocale } from '../../locale/use-locale';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, titlePageLoad } from '../../platform/page-loaders';
import '../../checkout/checkout.css';
import { useToast } from '../../platform/toast/ToastProvider';

const BuyGiftCardMutation = graphql(`
  mutation BuyGiftCard($input: BuyGiftCardInput!) {
    buyGiftCard(input: $input) {
      purchase { amount { amount currency } recipientEmail }
      userErrors { code field message }
    }
  }
`);

const load = titlePageLoad('giftCards.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

export default function GiftCardsPage() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const [buy, { loading }] = useMutation(BuyGiftCardMutation);
  // The invalid-input refusal stays by the form; the sent card and the failures that belong
  // to no field are toasts (docs/product.md#notifications).
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(undefined);
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    // Every currency here has two decimals (decision 0001): whole units typed, minor units sent.
    const amount = Math.round(Number(value('amount')) * 100);
    try {
      const { data } = await buy({
        variables: {
          input: {
            amount: Number.isFinite(amount) ? amount : 0,
            recipientName: value('recipientName'),
            recipientEmail: value('recipientEmail'),
            senderName: value('senderName'),
            message: value('message'),
            cardNumber: value('cardNumber'),
          },
        },
      });
      const payload = data?.buyGiftCard;
      const error = payload?.userErrors[0];
      if (payload?.purchase && !error) {
        toast.show({
          type: 'success',
          text: t('giftCards.sent', { amount: formatMoney(payload.purchase.amount, tag), email: payload.purchase.recipientEmail }),
        });
        event.currentTarget?.reset();
      } else if (error?.code === 'GIFT_CARD_PAYMENT_FAILED') {
        toast.show({ type: 'error', text: t('giftCards.error.GIFT_CARD_PAYMENT_FAILED') });
      } else {
        setResult({ ok: false, text: t('giftCards.error.INVALID_INPUT') });
      }
    } catch {
      toast.show({ type: 'error', text: t('errors.generic') });
    }
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="checkout__field">
      <label htmlFor={`gift-${name}`}>{label}</label>
      <input id={`gift-${name}`} name={name} {...props} />
    </div>
  );

  return (
    <div className="page page--gift-cards">
      <h1>{t('giftCards.title')}</h1>
      <p>{t('giftCards.intro')}</p>
      <form className="checkout" style={{ display: 'block', maxWidth: '32rem' }} onSubmit={(e) => void submit(e)}>
        {field('amount', t('giftCards.amount'), { type: 'number', min: 1, step: 1, required: true, inputMode: 'numeric' })}
        {field('recipientName', t('giftCards.recipientName'), { required: true })}
        {field('recipientEmail', t('giftCards.recipientEmail'), { type: 'email', required: true })}
        {field('senderName', t('giftCards.senderName'), { required: true, autoComplete: 'name' })}
        {field('message', t('giftCards.message'), { maxLength: 300 })}
        {field('cardNumber', t('giftCards.cardNumber'), { required: true, autoComplete: 'cc-number', inputMode: 'numeric' })}
        <div role="status" aria-live="polite" data-testid="gift-card-result">
          {result && <p className={result.ok ? 'notice notice--success' : 'notice notice--error'}>{result.text}</p>}
        </div>
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? t('giftCards.buying') : t('giftCards.buy')}
        </button>
      </form>
    </div>
  );
}
