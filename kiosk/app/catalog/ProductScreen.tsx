// A product at the kiosk: its shades with this store's shelf, price, rating and reviews,
// and what a shopper can take away: a QR code to their phone, a pick, a wish-list heart.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToWishListMutation } from '../lists/wish-list';
import { useFormat } from '../locale/format';
import { useKiosk } from '../visit/kiosk-state';
import { productUrl } from '../send-to-phone/phone-urls';
import { SendToPhone } from '../send-to-phone/SendToPhone';
import { Availability } from './Availability';
import { KioskProductQuery } from './product-query';
import { ProductReviews } from './ProductReviews';
import { ShadePicker } from './ShadePicker';

export function ProductScreen({ productId, variantId }: { productId: string; variantId?: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kiosk = useKiosk();
  const { config, language, member, picks, go } = kiosk;
  const { data, loading, error } = useQuery(KioskProductQuery, { variables: { id: productId, storeId: config.storeId } });
  const [chosenId, setChosenId] = useState<string | undefined>(variantId);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [addToWishList, wish] = useMutation(AddToWishListMutation);

  const product = data?.product;
  if (!product) {
    if (loading) return <p className="notice">…</p>;
    return <p className="notice notice--error">{error ? t('errors.generic') : t('product.notFound')}</p>;
  }
  const variant = product.variants.find((v) => v.id === chosenId) ?? product.variants.find((v) => v.isDefault) ?? product.variants[0]!;
  const price = variant.salePrice ?? variant.price;
  const inPicks = picks.some((p) => p.variantId === variant.id);
  const shade = product.variationType === 'NONE' ? undefined : variant.name;

  const addPick = () => {
    const added = kiosk.addToPicks({
      productId: product.id,
      variantId: variant.id,
      name: product.name,
      brand: product.brand.name,
      shade,
      imageUrl: variant.imageUrl,
    });
    setNotice(added ? null : t('picks.full', { max: 20 }));
  };
  const heart = async () => {
    if (!member) {
      go({ name: 'sign-in', afterSignIn: { name: 'product', productId: product.id, variantId: variant.id } });
      return;
    }
    const result = await addToWishList({ variables: { productId: product.id, variantId: variant.id } }).catch(() => null);
    const problem = result?.data?.updateWishList.userErrors[0];
    setNotice(!result?.data ? t('errors.generic') : problem ? problem.message : null);
  };

  return (
    <article className="product">
      <div className="product__media">
        <img src={variant.imageUrl} alt="" />
      </div>
      <div className="product__info">
        <p className="product__brand">{product.brand.name}</p>
        <h1>{product.name}</h1>
        <p className="product__price" data-testid="price">
          {variant.salePrice ? t('product.sale', { price: format.money(price), was: format.money(variant.price) }) : format.money(price)}
        </p>
        <p className="product__rating" data-testid="rating">
          {product.rating
            ? `★ ${t('product.rating', { rating: format.number(product.rating, 1) })} · ${t('product.reviews', { count: product.reviewCount })}`
            : t('product.noReviews')}
        </p>
        <p className="product__stock" data-testid="store-stock">
          <Availability value={variant.storeStock?.availability ?? product.storeAvailability} />
          {variant.storeStock && variant.storeStock.quantity > 0 ? <span> · {t('product.stockHere', { count: variant.storeStock.quantity })}</span> : null}
        </p>
      </div>
      <ShadePicker type={product.variationType} variants={product.variants} chosen={variant.id} onChoose={setChosenId} />
      <div className="product__actions">
        <button type="button" className="button button--primary" onClick={() => setSending(true)}>
          {t('product.sendToPhone')}
        </button>
        <button type="button" className="button button--secondary" aria-pressed={inPicks} onClick={addPick} disabled={inPicks}>
          {inPicks ? t('product.inPicks') : t('product.addToPicks')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void heart()}
          disabled={wish.loading || (member !== null && product.inWishList)}
        >
          {member && product.inWishList ? t('product.inWishList') : t('product.addToWishList')}
        </button>
      </div>
      {!member ? <p className="product__hint">{t('product.wishListNeedsSignIn')}</p> : null}
      {notice ? (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      {product.highlights.length > 0 ? (
        <section className="product__highlights">
          <h2>{t('product.highlights')}</h2>
          <ul>
            {product.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductReviews reviews={product.reviewConnection.edges.map((edge) => edge.node)} />
      {sending ? (
        <SendToPhone
          url={productUrl({ webPublicUrl: config.webPublicUrl, country: config.country, language }, product.slug)}
          hint={t('phone.productHint')}
          onClose={() => setSending(false)}
        />
      ) : null}
    </article>
  );
}
