// The status of what the editor is looking at: DRAFT or PUBLISHED and when it last changed,
// in the page's locale and the country's own time zone (the same on the server and in the
// browser, so hydration matches).
import { formatInCountry } from '@beauty/contracts/calendar';
import type { Country } from '@beauty/contracts/locale';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../__generated__/graphql';
import { useSiteLocale } from '../../locale/use-locale';

export function formatUpdatedAt(iso: string, tag: string, country: Country): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatInCountry(date, tag, country, { dateStyle: 'medium', timeStyle: 'short' });
}

export function PreviewStatus({ status, updatedAt }: { status: ContentStatus; updatedAt?: string }) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  return (
    <p className="preview-status">
      <span className={`preview-badge preview-badge--${status.toLowerCase()}`}>{t(`content.preview.status.${status}`)}</span>
      {updatedAt && <span>{t('content.preview.updatedAt', { date: formatUpdatedAt(updatedAt, tag, country) })}</span>}
    </p>
  );
}
