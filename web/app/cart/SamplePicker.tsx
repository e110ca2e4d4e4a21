// Free samples (docs/product.md#shop): pick up to maxSamples from the country's list; "sample added to
// bag" when one is added. The bag's samples come from the cached Cart.
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useToast } from '../platform/toast/ToastProvider';
import { userErrorMessage } from './user-error-message';

export const SamplePickerFragment = graphql(`
  fragment SamplePicker_cart on Cart {
    maxSamples
    samples { id name brandName }
  }
`);

const SampleChoiceQuery = graphql(`
  query SampleChoice {
    sampleChoice { maxSamples samples { id name brandName } }
  }
`);

const AddSampleMutation = graphql(`
  mutation AddSample($input: SampleInput!) {
    addSample(input: $input) { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

const RemoveSampleMutation = graphql(`
  mutation RemoveSample($input: SampleInput!) {
    removeSample(input: $input) { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

export function SamplePicker({ cart: ref }: { cart: FragmentType<typeof SamplePickerFragment> }) {
  const { t } = useTranslation();
  const cart = getFragmentData(SamplePickerFragment, ref);
  const { data } = useQuery(SampleChoiceQuery);
  const [add, { loading: adding }] = useMutation(AddSampleMutation);
  const [remove, { loading: removing }] = useMutation(RemoveSampleMutation);
  // "sample added to bag" and the refusals (no field to sit by) are toasts (docs/product.md#notifications).
  const toast = useToast();
  if (!data) return null;
  const chosen = new Set(cart.samples.map((s) => s.id));
  const full = chosen.size >= cart.maxSamples;

  async function pick(sampleId: string) {
    try {
      const result = await add({ variables: { input: { sampleId } } });
      const error = result.data?.addSample.userErrors[0];
      if (error) toast.show({ type: 'error', text: error.code === 'SAMPLE_LIMIT_REACHED' ? t('bag.sampleLimit') : userErrorMessage(t, error.code) });
      else toast.show({ type: 'success', text: t('bag.sampleAdded') });
    } catch {
      toast.show({ type: 'error', text: t('errors.generic') });
    }
  }

  async function unpick(sampleId: string) {
    try {
      await remove({ variables: { input: { sampleId } } });
    } catch {
      toast.show({ type: 'error', text: t('errors.generic') });
    }
  }

  return (
    <section className="samples" aria-labelledby="samples-title">
      <h3 id="samples-title">{t('bag.samplesTitle')}</h3>
      <p>{t('bag.samplesIntro', { count: cart.maxSamples })}</p>
      <ul className="samples__list">
        {data.sampleChoice.samples.map((sample) => {
          const name = `${sample.brandName} ${sample.name}`;
          return (
            <li key={sample.id} className="samples__item">
              <span>
                <strong>{sample.brandName}</strong> {sample.name}
              </span>
              {chosen.has(sample.id) ? (
                <span className="samples__chosen">
                  <span>{t('bag.sampleChosen')} ✓</span>{' '}
                  <button type="button" className="button button--link" disabled={removing} onClick={() => void unpick(sample.id)}>
                    {t('bag.sampleRemove')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </span>
              ) : (
                <button type="button" className="button button--secondary" disabled={adding || full} onClick={() => void pick(sample.id)}>
                  {t('bag.sampleAdd')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
