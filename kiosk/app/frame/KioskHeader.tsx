import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@beauty/client-kit/language-names';
import { useKiosk } from '../visit/kiosk-state';

export function KioskHeader() {
  const { t } = useTranslation();
  const { config, language, setLanguage, go, back, canGoBack, picks, member, wipe, screen } = useKiosk();
  return (
    <header className="kiosk-header">
      <div className="kiosk-header__nav">
        <button type="button" className="button button--ghost" onClick={back} disabled={!canGoBack} aria-label={t('header.back')}>
          ‹ {t('header.back')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => go({ name: 'start' })}>
          {t('header.home')}
        </button>
      </div>
      <div className="kiosk-header__store">
        <span className="kiosk-header__brand">{t('brand')}</span>
        <span>{config.storeName}</span>
      </div>
      <div className="kiosk-header__actions">
        {config.languages.length > 1 ? (
          <div className="language-switch" role="group" aria-label={t('header.language')}>
            {config.languages.map((l) => (
              <button key={l} type="button" className="button button--chip" aria-pressed={l === language} lang={l} onClick={() => setLanguage(l)}>
                {LANGUAGE_NAMES[l]}
              </button>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          data-testid="picks-button"
          aria-current={screen.name === 'picks' ? 'page' : undefined}
          onClick={() => go({ name: 'picks' })}
        >
          {t('header.picks', { count: picks.length })}
        </button>
        {member ? (
          <>
            <button type="button" className="button button--ghost" data-testid="member-button" onClick={() => go({ name: 'pass' })}>
              {t('header.member', { name: member.firstName })}
            </button>
            <button type="button" className="button button--ghost" onClick={wipe}>
              {t('header.signOut')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => go({ name: 'sign-in' })}>
            {t('header.signIn')}
          </button>
        )}
      </div>
    </header>
  );
}
