// /sandbox/notification: every toast type (docs/product.md#notifications, docs/product.md#notification-defaults), with and
// without a title, and one that stays until clicked.
import { useTranslation } from 'react-i18next';
import { useToast } from '../platform/toast/ToastProvider';
import type { ToastType } from '../platform/toast/toast-defaults';

const TYPES: readonly ToastType[] = ['default', 'success', 'warn', 'error'];

export default function SandboxNotification() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      <h1>{t('sandbox.pages.notification')}</h1>
      <div className="sandbox__row">
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button button--secondary"
            data-testid={`toast-${type}`}
            onClick={() => toast.show({ type, text: t(`sandbox.notification.text.${type}`) })}
          >
            {t(`sandbox.notification.type.${type}`)}
          </button>
        ))}
      </div>
      <div className="sandbox__row">
        <button
          type="button"
          className="button button--secondary"
          data-testid="toast-titled"
          onClick={() => toast.show({ type: 'success', title: t('sandbox.notification.title'), text: t('sandbox.notification.text.success') })}
        >
          {t('sandbox.notification.withTitle')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-testid="toast-sticky"
          onClick={() => toast.show({ type: 'warn', text: t('sandbox.notification.sticky'), duration: 0 })}
        >
          {t('sandbox.notification.sticky')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-testid="toast-many"
          onClick={() => {
            for (const type of TYPES) toast.show({ type, text: t(`sandbox.notification.text.${type}`) });
          }}
        >
          {t('sandbox.notification.many')}
        </button>
      </div>
    </>
  );
}
