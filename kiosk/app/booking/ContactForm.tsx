// The shopper's details and the activity's questions; what is typed lives in the kiosk's
// booking draft, so nothing is lost to a network drop or a look at a product.
import { useTranslation } from 'react-i18next';
import { type BookingDraft, editDraft } from '../visit/booking-draft';
import type { StoreActivity } from './BookingSteps';

export function ContactForm({
  draft,
  onChange,
  activity,
  missing,
}: {
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  activity: StoreActivity;
  missing: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const field = (name: 'fullName' | 'email' | 'phone', type: string, autoComplete: string) => (
    <label className="field">
      <span>{t(`booking.${name}`)}</span>
      <input
        type={type}
        value={draft[name]}
        autoComplete={autoComplete}
        aria-invalid={missing.has(name) || undefined}
        onChange={(event) => onChange(editDraft(draft, { [name]: event.target.value }))}
      />
      {missing.has(name) ? <span className="field__error">{t('booking.required')}</span> : null}
    </label>
  );
  return (
    <div className="contact-form">
      <h2>{t('booking.details')}</h2>
      {field('fullName', 'text', 'off')}
      {field('email', 'email', 'off')}
      {field('phone', 'tel', 'off')}
      <p className="field__hint">{t('booking.contactHint')}</p>
      {activity.questions.map((question) => {
        const answer = draft.answers[question.id];
        const chosen = Array.isArray(answer) ? answer : [];
        return question.kind === 'TEXT' ? (
          <label key={question.id} className="field">
            <span>{question.label}</span>
            <input
              type="text"
              value={typeof answer === 'string' ? answer : ''}
              maxLength={question.maxLength ?? 500}
              onChange={(event) => onChange(editDraft(draft, { answers: { ...draft.answers, [question.id]: event.target.value } }))}
            />
            {missing.has(question.id) ? <span className="field__error">{t('booking.required')}</span> : null}
          </label>
        ) : (
          <fieldset key={question.id} className="field">
            <legend>{question.label}</legend>
            <div className="chips">
              {question.options.map((option) => {
                const on = chosen.includes(option.value);
                const next = question.kind === 'SINGLE' ? [option.value] : on ? chosen.filter((v) => v !== option.value) : [...chosen, option.value];
                return (
                  <button
                    key={option.value}
                    type="button"
                    className="button button--chip"
                    aria-pressed={on}
                    onClick={() => onChange(editDraft(draft, { answers: { ...draft.answers, [question.id]: next } }))}
                  >
                    {option.label}
                  </button>
                );
              })}
            </div>
            {missing.has(question.id) ? <span className="field__error">{t('booking.required')}</span> : null}
          </fieldset>
        );
      })}
    </div>
  );
}

/** Required fields the shopper has not filled (checked before sending). */
export function missingFields(draft: BookingDraft, activity: StoreActivity): Set<string> {
  const missing = new Set<string>();
  if (!draft.fullName.trim()) missing.add('fullName');
  if (!draft.email.trim()) missing.add('email');
  for (const question of activity.questions) {
    const answer = draft.answers[question.id];
    const empty = answer === undefined || (typeof answer === 'string' ? !answer.trim() : answer.length === 0);
    if (question.required && empty) missing.add(question.id);
  }
  return missing;
}
