// A userError's code as a sentence for the dashboard's forms (dashboard.errors.*).
import type { TFunction } from 'i18next';
import type { DashboardError } from './use-dashboard-mutations';

const KNOWN = new Set(['CURRENT_PASSWORD_WRONG', 'MOBILE_COUNTRY', 'DATE_OF_BIRTH', 'DATE_OF_BIRTH_LOCKED', 'PASSWORD_RULES', 'INVALID_INPUT']);

export function dashboardErrorText(t: TFunction, error: DashboardError): string {
  return KNOWN.has(error.code) ? t(`dashboard.errors.${error.code}` as 'dashboard.errors.GENERIC') : t('dashboard.errors.GENERIC');
}
