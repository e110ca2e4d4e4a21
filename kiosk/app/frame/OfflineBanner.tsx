// "Offline — showing what we have" (issue 18): the screens already seen come from the
// cache; Try again asks the gateway for what is on screen.
import { useTranslation } from 'react-i18next';
import { useKiosk } from '../visit/kiosk-state';
import { useOffline } from '../platform/network-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { network, client } = useKiosk();
  const offline = useOffline(network);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <span>{t('network.offline')}</span>
      <button type="button" className="button button--light" onClick={() => void client.refetchObservableQueries().catch(() => undefined)}>
        {t('network.retry')}
      </button>
    </div>
  );
}
