// The marketing-consent banner (decision 0114): in a consent country, until the visitor
// chooses, and again when they open "Cookie settings". A labelled region in the page flow
// above the header, not an overlay: it covers nothing (the bag link, the checkout buttons,
// the assistant launcher in the bottom-left corner) and traps no focus; the shop works
// while it waits, with no marketing tag. Accept and Decline look alike: neither is nudged.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketingConsent } from './ConsentProvider';
import './consent.css';

export function ConsentBanner() {
  const { t } = useTranslation();
  const { open, reopened, choice, choose } = useMarketingConsent();
  const region = useRef<HTMLElement>(null);
  // Opened from the footer: bring it into view and to the screen reader.
  useEffect(() => {
    if (open && reopened) region.current?.focus();
  }, [open, reopened]);
  if (!open) return null;
  return (
    <section ref={region} tabIndex={-1} className="consent-banner" aria-labelledby="consent-title" data-testid="consent-banner">
      <div className="consent-banner__inner">
        <h2 id="consent-title" className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__text">
          {t('consent.text')} <Link to="/privacy">{t('consent.privacy')}</Link>
        </p>
        {choice && <p className="consent-banner__current">{t(choice === 'granted' ? 'consent.currentGranted' : 'consent.currentDenied')}</p>}
        <div className="consent-banner__choices">
          <button type="button" className="button consent-banner__choice" onClick={() => choose('granted')}>
            {t('consent.accept')}
          </button>
          <button type="button" className="button consent-banner__choice" onClick={() => choose('denied')}>
            {t('consent.decline')}
          </button>
        </div>
      </div>
    </section>
  );
}
