// The account dashboard's wish-list section: how many hearts, and the way to the list.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../__generated__/gql';
import { WISH_LIST_PATH } from './WishListLink';

const WishListSectionQuery = graphql(`
  query WishListSection {
    wishList { id count }
  }
`);

export function WishListSection() {
  const { t } = useTranslation();
  const { data } = useQuery(WishListSectionQuery);
  const count = data?.wishList?.count ?? 0;
  return (
    <section className="account-page__wish-list" aria-labelledby="account-wish-list-title">
      <h2 id="account-wish-list-title">{t('lists.section.title')}</h2>
      <p>{t('lists.section.text', { count })}</p>
      <Link to={WISH_LIST_PATH} className="button button--primary" data-testid="account-wish-list-link">
        {t('lists.section.link')}
      </Link>
    </section>
  );
}
