// The beauty profile: skin type, skin tone, skin concerns, hair and eye colour. Completing
// it the first time earns the completed_beauty_profile points (the api decides, once).
import { BEAUTY_PROFILE_POINTS, EYE_COLOURS, HAIR_TYPES, SKIN_CONCERNS, SKIN_TONES, SKIN_TYPES } from '@beauty/contracts/account/beauty-profile-options';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { useSiteLocale } from '../../locale/use-locale';
import { useToast } from '../../platform/toast/ToastProvider';
import { dashboardErrorText } from './field-error';
import { SubmitButton } from '../FormFeedback';
import { FormAlert } from './FormAlert';
import { type DashboardError, useSaveBeautyProfile } from './use-dashboard-mutations';

export const BeautyProfileFragment = graphql(`
  fragment BeautyProfileSection_account on Account {
    id
    beautyProfile { skinType skinTone skinConcerns hairType eyeColour complete completedAt }
  }
`);

type Choice = 'skinType' | 'skinTone' | 'hairType' | 'eyeColour';
const CHOICES: Array<[Choice, readonly string[]]> = [
  ['skinType', SKIN_TYPES],
  ['skinTone', SKIN_TONES],
  ['hairType', HAIR_TYPES],
  ['eyeColour', EYE_COLOURS],
];

export function BeautyProfileSection({ account: ref }: { account: FragmentType<typeof BeautyProfileFragment> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { tag } = useSiteLocale();
  const { beautyProfile: saved } = getFragmentData(BeautyProfileFragment, ref);
  const { saveBeautyProfile, saving } = useSaveBeautyProfile();
  const [values, setValues] = useState<Record<Choice, string>>({
    skinType: saved.skinType ?? '',
    skinTone: saved.skinTone ?? '',
    hairType: saved.hairType ?? '',
    eyeColour: saved.eyeColour ?? '',
  });
  const [concerns, setConcerns] = useState<string[]>(saved.skinConcerns);
  const [error, setError] = useState<DashboardError>();
  const points = new Intl.NumberFormat(tag).format(BEAUTY_PROFILE_POINTS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const result = await saveBeautyProfile({
      skinType: values.skinType || null,
      skinTone: values.skinTone || null,
      hairType: values.hairType || null,
      eyeColour: values.eyeColour || null,
      skinConcerns: concerns,
    });
    if (!result.ok) return setError(result);
    toast.show({
      type: 'success',
      text:
        result.pointsEarned > 0
          ? t('dashboard.beauty.savedWithPoints', { points: new Intl.NumberFormat(tag).format(result.pointsEarned) })
          : t('dashboard.beauty.saved'),
    });
  }

  const toggle = (concern: string, on: boolean) => setConcerns((list) => (on ? [...list, concern] : list.filter((c) => c !== concern)));

  return (
    <section className="dashboard-section" aria-labelledby="dashboard-beauty-title" data-testid="dashboard-beauty-profile">
      <h2 id="dashboard-beauty-title">{t('dashboard.beauty.title')}</h2>
      <p className="dashboard-form__hint" data-testid="beauty-profile-status">
        {saved.complete ? t('dashboard.beauty.complete') : t('dashboard.beauty.incomplete', { points })}
      </p>
      <form className="dashboard-form" onSubmit={(event) => void submit(event)} noValidate>
        {CHOICES.map(([field, options]) => (
          <label key={field}>
            {t(`dashboard.beauty.${field}`)}
            <select name={field} value={values[field]} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}>
              <option value="">{t('dashboard.beauty.choose')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {t(`dashboard.beauty.options.${option}` as 'dashboard.beauty.options.dry')}
                </option>
              ))}
            </select>
          </label>
        ))}
        <fieldset>
          <legend>{t('dashboard.beauty.skinConcerns')}</legend>
          {SKIN_CONCERNS.map((concern) => (
            <label key={concern} className="dashboard-form__check">
              <input
                type="checkbox"
                name="skinConcerns"
                value={concern}
                checked={concerns.includes(concern)}
                onChange={(e) => toggle(concern, e.target.checked)}
              />
              {t(`dashboard.beauty.options.${concern}` as 'dashboard.beauty.options.dry')}
            </label>
          ))}
        </fieldset>
        <FormAlert text={error && dashboardErrorText(t, error)} />
        <SubmitButton busy={saving} label={t('dashboard.beauty.save')} busyLabel={t('dashboard.beauty.saving')} />
      </form>
    </section>
  );
}
