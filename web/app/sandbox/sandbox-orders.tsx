// /sandbox/orders: every order page to test: the mock confirmation and payment-status
// pages of each country, and the member's real order list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SANDBOX_COUNTRIES } from './sandbox-pages';

export default function SandboxOrders() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('sandbox.pages.orders')}</h1>
      <table className="sandbox__table">
        <tbody>
          {SANDBOX_COUNTRIES.map((country) => {
            const code = country.toLowerCase();
            return (
              <tr key={country}>
                <th scope="row">{t(`countries.${country}` as 'countries.SG')}</th>
                <td>
                  <Link to={`/sandbox/order-confirmation/${code}`}>{t('sandbox.status.confirmed')}</Link>
                </td>
                {(['pending', 'failed', 'blocked'] as const).map((status) => (
                  <td key={status}>
                    <Link to={`/sandbox/payment-status/${code}?status=${status}`}>{t(`sandbox.status.${status}`)}</Link>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        <Link to="/account/orders">{t('sandbox.orders.memberOrders')}</Link>
      </p>
    </>
  );
}
