// The business registration an order was placed under (its number and name), as a row of
// the order's details list; nothing for an order without one.
import { useTranslation } from 'react-i18next';

export function OrderRegistration({ registration }: { registration: { number: string; name: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!registration) return null;
  return (
    <>
      <dt>{t('order.registration')}</dt>
      <dd>
        {registration.number} · {registration.name}
      </dd>
    </>
  );
}
