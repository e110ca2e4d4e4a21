// The password rules of docs/product.md#passwords (AUTH_MS_PV_001..005, 007), checked as the shopper types
// with the same function the api enforces (@beauty/contracts/password-rules).
import { brokenPasswordRules, type PasswordRule } from '@beauty/contracts/password-rules';
import { useTranslation } from 'react-i18next';

const SHOWN: PasswordRule[] = ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_005', 'AUTH_MS_PV_007'];

export function PasswordRules({ id, password, confirmation, email }: { id: string; password: string; confirmation: string; email: string }) {
  const { t } = useTranslation();
  const broken = new Set(brokenPasswordRules(password, { email, confirmation }));
  // "Passwords do not match" is shown only while a typed confirmation differs.
  const rules = SHOWN.filter((rule) => rule !== 'AUTH_MS_PV_007' || (confirmation !== '' && broken.has(rule)));
  return (
    <div id={id} className="password-rules" data-testid="password-rules">
      <p>{t('account.signUp.rulesTitle')}</p>
      <ul>
        {rules.map((rule) => {
          // The mismatch is an error, not a rule still to meet: no "(Not yet)" after it.
          if (rule === 'AUTH_MS_PV_007') {
            return (
              <li key={rule} className="password-rules__rule is-broken" data-rule={rule} data-met={false}>
                <span aria-hidden="true">✕</span> {t(`account.rules.${rule}`)}
              </li>
            );
          }
          const met = password !== '' && !broken.has(rule);
          return (
            <li key={rule} className={met ? 'password-rules__rule is-met' : 'password-rules__rule'} data-rule={rule} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`account.rules.${rule}`)}
              <span className="visually-hidden"> ({met ? t('account.signUp.ruleMet') : t('account.signUp.ruleNotMet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
