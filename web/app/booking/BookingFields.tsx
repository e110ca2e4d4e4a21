// The questions a booking asks and the contact details (docs/product.md#booking-form): full name
// required, e-mail and phone labelled optional; each message shows next to its field and
// is tied to it (aria-describedby), in the page's language.
import { useTranslation } from 'react-i18next';
import type { BookingQuestionKind } from '../__generated__/graphql';
import { ANSWER_MAX, type ContactFields, EMAIL_MAX, type FieldErrors, FULL_NAME_MAX, PHONE_MAX } from './booking-form';

export interface QuestionView {
  id: string;
  label: string;
  kind: BookingQuestionKind;
  required: boolean;
  maxLength?: number | null;
  options: ReadonlyArray<{ value: string; label: string }>;
}

function FieldError({ id, errors, name }: { id: string; errors: FieldErrors; name: string }) {
  const { t } = useTranslation();
  const key = errors[name];
  if (!key) return null;
  return (
    <p id={id} className="field-error" data-testid={`error-${name}`}>
      {t(`booking.form.${key}`)}
    </p>
  );
}

export function BookingQuestions({
  questions,
  answers,
  errors,
  onChange,
}: {
  questions: readonly QuestionView[];
  answers: Record<string, string[]>;
  errors: FieldErrors;
  onChange(id: string, answer: string[]): void;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <fieldset className="booking-questions">
      <legend>{t('booking.questions')}</legend>
      {questions.map((q) => {
        const name = `answers.${q.id}`;
        const errorId = `error-${q.id}`;
        const invalid = Boolean(errors[name]);
        const label = `${q.label}${q.required ? '' : ` ${t('booking.form.optional')}`}`;
        const value = answers[q.id] ?? [];
        if (q.kind === 'TEXT') {
          return (
            <div key={q.id} className="field">
              <label htmlFor={`q-${q.id}`}>{label}</label>
              <textarea
                id={`q-${q.id}`}
                rows={3}
                maxLength={Math.min(q.maxLength ?? ANSWER_MAX, ANSWER_MAX) + 50}
                value={value[0] ?? ''}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(e) => onChange(q.id, [e.target.value])}
              />
              <FieldError id={errorId} errors={errors} name={name} />
            </div>
          );
        }
        return (
          <fieldset key={q.id} className="field" aria-describedby={invalid ? errorId : undefined}>
            <legend>{label}</legend>
            {q.options.map((option) => (
              <label key={option.value} className="field__choice">
                <input
                  type={q.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                  name={`q-${q.id}`}
                  value={option.value}
                  checked={value.includes(option.value)}
                  onChange={(e) =>
                    onChange(q.id, q.kind === 'SINGLE' ? [option.value] : e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
                  }
                />
                {option.label}
              </label>
            ))}
            <FieldError id={errorId} errors={errors} name={name} />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

export function ContactDetails({ contact, errors, onChange }: { contact: ContactFields; errors: FieldErrors; onChange(contact: ContactFields): void }) {
  const { t } = useTranslation();
  const field = (name: keyof ContactFields, type: string, autoComplete: string, max: number, required: boolean) => {
    const key = `contact.${name}`;
    const invalid = Boolean(errors[key]);
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>
          {t(`booking.form.${name}`)}
          {!required && ` ${t('booking.form.optional')}`}
        </label>
        <input
          id={`contact-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          // A little past the limit, so "Character limit exceeded" can be seen rather than typing just stopping.
          maxLength={max + 20}
          aria-required={required}
          aria-invalid={invalid}
          aria-describedby={invalid ? `error-contact-${name}` : undefined}
          value={contact[name]}
          onChange={(e) => onChange({ ...contact, [name]: e.target.value })}
        />
        <FieldError id={`error-contact-${name}`} errors={errors} name={key} />
      </div>
    );
  };
  return (
    <fieldset className="booking-contact">
      <legend>{t('booking.form.contact')}</legend>
      {field('fullName', 'text', 'name', FULL_NAME_MAX, true)}
      {field('email', 'email', 'email', EMAIL_MAX, false)}
      {field('phone', 'tel', 'tel', PHONE_MAX, false)}
    </fieldset>
  );
}
