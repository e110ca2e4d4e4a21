// /sandbox/payment-status/:country?status=pending|failed|blocked: the mock payment-status
// page of a country (docs/product.md#sandbox-pages, docs/product.md#order-outcomes), pending unless the query says otherwise.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderStatus } from '../__generated__/graphql';
import { validateRoute } from '../platform/not-found';
import { MockOrderPage } from './MockOrderPage';
import { sandboxCountry } from './sandbox-pages';
import type { Route } from './+types/sandbox-payment-status';

const STATUSES: Record<string, OrderStatus> = { pending: 'PAYMENT_PENDING', failed: 'PAYMENT_FAILED', blocked: 'PAYMENT_BLOCKED' };

function load(segment: string | undefined, url: string) {
  const country = sandboxCountry(segment);
  validateRoute(country, { url });
  const status = STATUSES[new URL(url).searchParams.get('status') ?? 'pending'] ?? 'PAYMENT_PENDING';
  return { country, status };
}
export const loader = ({ params, request }: Route.LoaderArgs) => load(params.country, request.url);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => load(params.country, request.url);

export default function SandboxPaymentStatus({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = `/sandbox/payment-status/${loaderData.country.toLowerCase()}`;
  return (
    <>
      <nav className="sandbox__row" aria-label={t('sandbox.pages.paymentStatus', { country: loaderData.country })}>
        {Object.keys(STATUSES).map((key) => (
          <Link key={key} to={`${base}?status=${key}`}>
            {t(`sandbox.status.${key}` as 'sandbox.status.pending')}
          </Link>
        ))}
      </nav>
      <MockOrderPage country={loaderData.country} status={loaderData.status} />
    </>
  );
}
