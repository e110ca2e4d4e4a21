// The no-match message with the spelling tips (docs/product.md#screens "search overlay", docs/product.md#messages).
import { useTranslation } from 'react-i18next';

export function SearchTips({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <div className="search-tips">
      <p className="search-tips__message">{t('search.noMatch', { query })}</p>
      <p className="search-tips__title">{t('search.tipsTitle')}</p>
      <ul>
        <li>{t('search.tips.spelling')}</li>
        <li>{t('search.tips.fewer')}</li>
        <li>{t('search.tips.different')}</li>
      </ul>
    </div>
  );
}
