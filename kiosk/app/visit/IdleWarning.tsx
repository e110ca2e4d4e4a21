import { useTranslation } from 'react-i18next';

export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="idle-warning" role="alertdialog" aria-modal="true" aria-labelledby="idle-title" aria-describedby="idle-body">
      <div className="idle-warning__panel">
        <h2 id="idle-title">{t('idle.title')}</h2>
        <p id="idle-body" aria-live="polite">
          {t('idle.body', { count: secondsLeft })}
        </p>
        <button type="button" className="button button--primary button--huge" onClick={onStay}>
          {t('idle.stay')}
        </button>
      </div>
    </div>
  );
}
