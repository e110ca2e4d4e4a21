// The generated pictures of a product's variant (decision 0117): their URLs follow the one
// scheme of @beauty/contracts/product-images, which the api serves; alt text is the web's.
import { PRODUCT_IMAGE_VIEWS, productImagePath } from '@beauty/contracts/product-images';
import type { ProductImageView } from '../__generated__/resolvers-types.ts';

const VIEW = { packshot: 'PACKSHOT', texture: 'TEXTURE', box: 'BOX' } as const satisfies Record<(typeof PRODUCT_IMAGE_VIEWS)[number], ProductImageView>;

export const variantImageUrl = (productId: string, variantId: string) => productImagePath(productId, variantId, 'packshot');

export const variantImages = (productId: string, variantId: string) =>
  PRODUCT_IMAGE_VIEWS.map((view) => ({ url: productImagePath(productId, variantId, view), view: VIEW[view] }));
