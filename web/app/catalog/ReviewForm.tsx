// Writing a review (issue 12 item 5): rating 1-5, title, text, and optionally the shade and
// skin type. The limits match the api's (120 and 2,000 characters); the text is shown by
// React, which escapes it. Publishing may wait for moderation: the member is told which.
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import type { SkinType } from '../__generated__/graphql';
import { useToast } from '../platform/toast/ToastProvider';

export const WriteReviewMutation = graphql(`
  mutation WriteReview($input: ReviewInput!) {
    writeReview(input: $input) {
      review { id status }
      userErrors { code field message }
    }
  }
`);

const SKIN_TYPES: SkinType[] = ['DRY', 'NORMAL', 'OILY', 'COMBINATION', 'SENSITIVE'];

interface ReviewFormProps {
  productId: string;
  variants: { id: string; name: string }[];
  onDone(): void;
}

export function ReviewForm({ productId, variants, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [write, { loading }] = useMutation(WriteReviewMutation);
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [variantId, setVariantId] = useState('');
  const [skinType, setSkinType] = useState<SkinType | ''>('');
  const [error, setError] = useState<string>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (rating < 1 || !title.trim() || !body.trim()) return setError(t('reviews.form.incomplete'));
    setError(undefined);
    try {
      const { data } = await write({
        variables: { input: { productId, rating, title: title.trim(), body: body.trim(), variantId: variantId || null, skinType: skinType || null } },
      });
      const userError = data?.writeReview.userErrors[0];
      if (userError) return setError(userError.message);
      const published = data?.writeReview.review?.status === 'PUBLISHED';
      toast.show({ type: 'success', text: t(published ? 'reviews.form.published' : 'reviews.form.pending') });
      onDone();
    } catch {
      toast.show({ type: 'error', text: t('reviews.form.failed') });
    }
  }

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <fieldset>
        <legend>{t('reviews.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="review-form__star">
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            {t('reviews.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-title`}>{t('reviews.form.title')}</label>
      <input id={`${id}-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} required />
      <label htmlFor={`${id}-body`}>{t('reviews.form.body')}</label>
      <textarea id={`${id}-body`} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} required />
      {variants.length > 1 && (
        <>
          <label htmlFor={`${id}-variant`}>{t('reviews.form.variant')}</label>
          <select id={`${id}-variant`} value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            <option value="">{t('reviews.form.notSaying')}</option>
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-skin`}>{t('reviews.form.skinType')}</label>
      <select id={`${id}-skin`} value={skinType} onChange={(e) => setSkinType(e.target.value as SkinType | '')}>
        <option value="">{t('reviews.form.notSaying')}</option>
        {SKIN_TYPES.map((s) => (
          <option key={s} value={s}>
            {t(`reviews.skinType.${s}`)}
          </option>
        ))}
      </select>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-disabled={loading || undefined}>
        {loading ? t('reviews.form.sending') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
