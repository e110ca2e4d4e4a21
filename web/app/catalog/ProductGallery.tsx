// The product page's pictures of the chosen variant (decision 0117): a main image and a
// row of thumbnails, each a toggle button that shows its view there. Choosing another
// shade or size keeps the view and repaints it in that variant. Alt text is composed here,
// in the shopper's language, from the brand, the name and the shade or size.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import type { ProductImageView, VariationType } from '../__generated__/graphql';
import './product-gallery.css';

export const ProductGalleryFragment = graphql(`
  fragment ProductGallery_variant on Variant {
    id
    name
    images {
      url
      view
    }
  }
`);

interface ProductGalleryProps {
  brand: string;
  name: string;
  variationType: VariationType;
  variant: FragmentType<typeof ProductGalleryFragment>;
}

export function ProductGallery({ brand, name, variationType, variant: ref }: ProductGalleryProps) {
  const { t } = useTranslation();
  const variant = getFragmentData(ProductGalleryFragment, ref);
  const [index, setIndex] = useState(0);
  const images = variant.images;
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  // "{brand} {name}" reads the same in every language; the shade or size needs words.
  const subject = variationType === 'NONE' ? `${brand} ${name}` : t(`product.gallery.subjectWith.${variationType}`, { brand, name, variant: variant.name });
  const alt = (view: ProductImageView) => (view === 'PACKSHOT' ? subject : t(`product.gallery.alt.${view}`, { subject }));

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <img key={current.url} src={current.url} alt={alt(current.view)} width={600} height={600} fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t('product.gallery.label')}>
          {images.map((image, i) => (
            <li key={image.view}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={image === current}
                aria-label={t(`product.gallery.view.${image.view}`)}
                onClick={() => setIndex(i)}
              >
                <img src={image.url} alt="" width={88} height={88} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
