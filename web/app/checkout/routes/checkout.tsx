// Checkout: /checkout. Contact, recipient and mobile, delivery (standard, express, or
// click and collect from a store), an optional tax-invoice registration, the card; the
// summary is the api's. Placing the order leads to the order page, which shows the
// outcome (confirmation, payment pending, failed, blocked) and its next action.
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../platform/root-data';
import { graphql } from '../../__generated__/gql';
import type { DeliveryOption } from '../../__generated__/graphql';
import { CostSummary } from '../../cart/CostSummary';
import { useSiteLocale } from '../../locale/use-locale';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, queryPageLoad, serverLoader } from '../../platform/page-loaders';
import { COUNTRY_CALLING_CODES } from '@beauty/contracts/calling-codes';
import { HAS_POSTCODE, STATE_REQUIRED } from '../address-rules';
import { formatDay } from '@beauty/contracts/calendar';
import { formatMoney } from '../../locale/money';
import { checkoutErrorMessage, checkoutErrorInput } from '../checkout-error';
import { CheckoutLines } from '../CheckoutLines';
import { cardNeeded } from '../card-needed';
import { GiftLines } from '../../order/GiftLines';
import { useCheckout } from '../use-checkout';
import { checkoutPrefill } from '../checkout-prefill';
import '../checkout.css';

const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    me {
      id
      email
      firstName
      lastName
      mobile { callingCode number }
      lastDelivery { recipientName mobile { callingCode number } address { line1 line2 city state postalCode } }
    }
    cart {
      id
      canCheckout
      itemsCount
      lines {
        id
        ...CheckoutLine_line
      }
      reward { rewardId name brandName points }
      giftWithPurchase { choiceId name brandName applies }
      samples { id name brandName }
      deliveryOptions {
        option
        price {
          amount
          currency
        }
        estimatedDelivery
      }
      summary {
        ...CostSummary_summary
        total { amount }
        shipping { amount }
      }
    }
    stores {
      id
      name
      address
    }
  }
`);

const load = queryPageLoad(CheckoutPageQuery, 'checkout.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { country, tag } = useSiteLocale();
  // Test card numbers are for test deployments only (issue 15 item 3).
  const sandbox = useRouteLoaderData<RootData>('root')?.sandbox ?? false;
  const navigate = useNavigate();
  const { data } = useQuery(CheckoutPageQuery);
  const { checkout, placing } = useCheckout();
  const [option, setOption] = useState<DeliveryOption>('STANDARD');
  // A field's error shows under that field (issue 15 item 3); others above the button.
  const [error, setError] = useState<{ message: string; input: string | undefined }>();
  useEffect(() => {
    if (error?.input) document.getElementById(`checkout-${error.input}`)?.focus();
  }, [error]);
  // Each country's calling code, shown beside the mobile number (the api checks it too).
  const callingCode = COUNTRY_CALLING_CODES[country];
  if (!data) return null;
  const { cart, stores } = data;
  const chosenDeliveryPrice = cart.deliveryOptions.find((o) => o.option === option)?.price.amount ?? 0;
  const askCard = cardNeeded({ total: cart.summary.total.amount, shipping: cart.summary.shipping.amount, chosenDeliveryPrice });
  // A member's saved details to start with (decision 0151); a guest's fields start empty.
  const prefill = checkoutPrefill(data.me, callingCode);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const form = new FormData(event.currentTarget);
    const registrationNumber = text(form, 'registrationNumber');
    const result = await checkout({
      email: text(form, 'email'),
      recipientName: text(form, 'name'),
      mobile: { callingCode, number: text(form, 'mobile') },
      deliveryOption: option,
      ...(option === 'CLICK_AND_COLLECT'
        ? { storeId: text(form, 'storeId') }
        : {
            address: {
              line1: text(form, 'line1'),
              line2: text(form, 'line2') || null,
              city: text(form, 'city'),
              state: text(form, 'state') || null,
              postalCode: text(form, 'postalCode') || null,
            },
          }),
      registration: registrationNumber ? { number: registrationNumber, name: text(form, 'registrationName') } : null,
      cardNumber: askCard ? text(form, 'cardNumber') : null,
    });
    // A member's order opens for them signed in: its address needs no token (nor shares one).
    if (result.ok) await navigate(result.token === null ? `/orders/${result.orderId}` : `/orders/${result.orderId}?token=${encodeURIComponent(result.token)}`);
    else {
      const input = checkoutErrorInput(result.field);
      // Only a field on the page can hold the message (the address fields are not there for click and collect).
      setError({
        message: checkoutErrorMessage(t, result.code, result.field),
        input: input && document.getElementById(`checkout-${input}`) ? input : undefined,
      });
    }
  }

  const fieldError = (input: string) => (error?.input === input ? error.message : undefined);
  /** A text field's name, its label (checkout.<name>) and the error that belongs to it. */
  const field = (name: LabelledField, label: string = t(`checkout.${name}`)) => ({ name, label, error: fieldError(name) });

  if (!cart.canCheckout) {
    return (
      <div className="page page--checkout">
        <h1>{t('checkout.title')}</h1>
        <p>{cart.itemsCount === 0 ? t('checkout.emptyBag') : t('bag.checkoutBlocked')}</p>
        <Link to="/cart" className="button button--primary">
          {t('checkout.backToBag')}
        </Link>
      </div>
    );
  }

  return (
    <div className="page page--checkout">
      <h1>{t('checkout.title')}</h1>
      {/* A guest may still join or sign in here and come back to this page with the bag
          merged into the account (decision 0153): the order then earns points. */}
      {!data.me && (
        <section className="checkout__member notice" aria-labelledby="checkout-member-title" data-testid="checkout-member">
          <h2 id="checkout-member-title">{t('checkout.member.title')}</h2>
          <p>{t('checkout.member.text')}</p>
          <p className="checkout__member-links">
            <Link to="/sign_in?return_to=%2Fcheckout">{t('checkout.member.signIn')}</Link>
            <Link to="/sign_up?return_to=%2Fcheckout">{t('checkout.member.join')}</Link>
          </p>
        </section>
      )}
      <div className="checkout">
        <form onSubmit={(e) => void submit(e)} noValidate={false}>
          <fieldset>
            <legend>{t('checkout.contact')}</legend>
            {/* A member's account email to start with; they may send the confirmation elsewhere. */}
            <Field {...field('email')} type="email" autoComplete="email" required defaultValue={data.me?.email ?? undefined} />
          </fieldset>
          <fieldset>
            <legend>{t('checkout.recipient')}</legend>
            <Field {...field('name')} autoComplete="name" required defaultValue={prefill.name} />
            <div className="checkout__field">
              <label htmlFor="checkout-mobile">{t('checkout.mobile')}</label>
              <div className="checkout__mobile">
                <span>
                  <span className="visually-hidden">{t('checkout.callingCode', { code: callingCode })}</span>
                  <span aria-hidden="true">{callingCode}</span>
                </span>
                <input
                  id="checkout-mobile"
                  name="mobile"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  defaultValue={prefill.mobile}
                  aria-invalid={fieldError('mobile') ? true : undefined}
                  aria-describedby={fieldError('mobile') ? 'checkout-mobile-error' : undefined}
                />
              </div>
              <FieldError id="checkout-mobile-error" message={fieldError('mobile')} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('checkout.delivery')}</legend>
            {cart.deliveryOptions.map(({ option: value, price, estimatedDelivery }) => {
              const day = formatDay(estimatedDelivery, tag, { weekday: 'short', day: 'numeric', month: 'short' });
              return (
                <label key={value} className="checkout__option" data-testid={`delivery-${value}`}>
                  <input type="radio" name="deliveryOption" value={value} checked={option === value} onChange={() => setOption(value)} />
                  <span className="checkout__option-text">
                    <span className="checkout__option-name">
                      {t(value === 'STANDARD' ? 'checkout.standard' : value === 'EXPRESS' ? 'checkout.express' : 'checkout.clickAndCollect')}
                    </span>
                    <span className="checkout__option-when">
                      {t(value === 'CLICK_AND_COLLECT' ? 'checkout.readyFrom' : 'checkout.arrivesBy', { date: day })}
                    </span>
                  </span>
                  <span className="checkout__option-price">{price.amount === 0 ? t('checkout.free') : formatMoney(price, tag)}</span>
                </label>
              );
            })}
            {option === 'CLICK_AND_COLLECT' ? (
              <div className="checkout__field">
                <label htmlFor="checkout-store">{t('checkout.store')}</label>
                <select
                  id="checkout-store"
                  name="storeId"
                  required
                  aria-invalid={fieldError('store') ? true : undefined}
                  aria-describedby={fieldError('store') ? 'checkout-store-error' : undefined}
                >
                  {stores.map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name} — {store.address}
                    </option>
                  ))}
                </select>
                <FieldError id="checkout-store-error" message={fieldError('store')} />
              </div>
            ) : (
              <>
                <Field {...field('line1')} defaultValue={prefill.line1} autoComplete="address-line1" required />
                <Field {...field('line2')} defaultValue={prefill.line2} autoComplete="address-line2" />
                <Field {...field('city')} defaultValue={prefill.city} autoComplete="address-level2" required />
                <Field
                  {...field('state', STATE_REQUIRED.has(country) ? t('checkout.state') : t('checkout.stateOptional'))}
                  defaultValue={prefill.state}
                  autoComplete="address-level1"
                  required={STATE_REQUIRED.has(country)}
                />
                {HAS_POSTCODE(country) && (
                  <Field {...field('postalCode')} defaultValue={prefill.postalCode} autoComplete="postal-code" inputMode="numeric" required />
                )}
              </>
            )}
          </fieldset>
          <fieldset>
            <legend>{t('checkout.registration')}</legend>
            <Field {...field('registrationNumber')} />
            <Field {...field('registrationName')} autoComplete="organization" />
          </fieldset>
          <fieldset>
            <legend>{t('checkout.payment')}</legend>
            {askCard ? (
              <>
                <Field {...field('cardNumber')} autoComplete="cc-number" inputMode="numeric" required />
                {sandbox && <p className="checkout__hint">{t('checkout.testCards')}</p>}
              </>
            ) : (
              <p data-testid="checkout-nothing-to-pay">{t('checkout.nothingToPay')}</p>
            )}
          </fieldset>
          <div role="alert" data-testid="checkout-error">
            {error && !error.input && <p className="notice notice--error">{error.message}</p>}
          </div>
          <button type="submit" className="button button--primary" disabled={placing}>
            {placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </form>
        <aside className="bag-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          <CheckoutLines lines={cart.lines} />
          {/* What the order will carry besides: the reward, the gift once it applies, the samples. */}
          <GiftLines
            lines={[
              ...(cart.reward ? [{ kind: 'REWARD' as const, ...cart.reward }] : []),
              ...(cart.giftWithPurchase?.applies ? [{ kind: 'GIFT' as const, ...cart.giftWithPurchase }] : []),
              ...cart.samples.map((sample) => ({ kind: 'SAMPLE' as const, ...sample })),
            ]}
          />
          <CostSummary summary={cart.summary} />
          <Link to="/cart">{t('checkout.backToBag')}</Link>
        </aside>
      </div>
    </div>
  );
}

/** The text fields, each labelled checkout.<name> (the state's label says whether it is needed). */
type LabelledField = 'email' | 'name' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'registrationNumber' | 'registrationName' | 'cardNumber';

type FieldProps = { label: string; name: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>;

function Field({ label, name, error, ...input }: FieldProps) {
  const id = `checkout-${name}`;
  return (
    <div className="checkout__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="checkout__field-error">
      {message}
    </p>
  );
}
