// The booking form's rules (docs/product.md#booking-form) on the server: the contact block through the shared
// schema (@beauty/contracts/booking; the web mirrors it lightly), the phone read as a mobile of the
// booking's country and kept in E.164 (contracts/src/phone.ts), and the activity's questions
// (required, one of the options, not too long). Every failing field comes back at once,
// each with its message (docs/product.md#booking-form), as VALIDATION_FAILED details.issues.
import { BOOKING_FORM_MESSAGES, bookingContactSchema, type BookingContact, type Question } from '@beauty/contracts/booking';
import type { Country } from '@beauty/contracts/locale';
import type { z } from 'zod';
import { ApiError } from '../platform/http-errors.ts';

type Rule = 'required' | 'email' | 'phone' | 'max' | 'option';
interface Issue {
  field: string;
  message: string;
  rule: Rule;
}

const RULE_OF: Record<string, Rule> = {
  [BOOKING_FORM_MESSAGES.fullNameRequired]: 'required',
  [BOOKING_FORM_MESSAGES.invalidEmail]: 'email',
  [BOOKING_FORM_MESSAGES.invalidPhone]: 'phone',
  [BOOKING_FORM_MESSAGES.tooLong]: 'max',
  [BOOKING_FORM_MESSAGES.required]: 'required',
};

type Answer = { questionId: string; value: string | string[] };

export function checkBookingForm(contact: unknown, answers: Answer[], questions: Question[], country: Country): { contact: BookingContact; answers: Answer[] } {
  const issues: Issue[] = [];
  const parsed = bookingContactSchema(country).safeParse(contact);
  if (!parsed.success) {
    for (const issue of (parsed.error as z.ZodError).issues) {
      const message = RULE_OF[issue.message] ? issue.message : BOOKING_FORM_MESSAGES.required;
      issues.push({ field: `contact.${issue.path.join('.')}`, message, rule: RULE_OF[message] ?? 'required' });
    }
  }
  const kept: Answer[] = [];
  for (const question of questions) {
    const answer = answers.find((a) => a.questionId === question.id);
    const values = answer === undefined ? [] : (Array.isArray(answer.value) ? answer.value : [answer.value]).map((v) => v.trim()).filter((v) => v !== '');
    const field = `answers.${question.id}`;
    if (values.length === 0) {
      if (question.required) issues.push({ field, message: BOOKING_FORM_MESSAGES.required, rule: 'required' });
      continue;
    }
    if (question.kind === 'text') {
      if (values.join(' ').length > (question.maxLength ?? 500)) issues.push({ field, message: BOOKING_FORM_MESSAGES.tooLong, rule: 'max' });
      else kept.push({ questionId: question.id, value: values.join(' ') });
    } else {
      const allowed = new Set(question.options.map((o) => o.value));
      if (values.some((v) => !allowed.has(v)) || (question.kind === 'single' && values.length > 1))
        issues.push({ field, message: BOOKING_FORM_MESSAGES.required, rule: 'option' });
      else kept.push({ questionId: question.id, value: question.kind === 'single' ? values[0]! : values });
    }
  }
  if (issues.length > 0 || !parsed.success) {
    // parsed failing always left at least one issue above.
    throw new ApiError(400, 'VALIDATION_FAILED', issues[0]!.message, { location: 'body', field: issues[0]!.field, issues });
  }
  return { contact: parsed.data, answers: kept };
}
