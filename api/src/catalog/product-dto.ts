// A product row as the REST contract shows it (@beauty/contracts/catalog productSchema).
import type { Product } from '@beauty/contracts/catalog';
import { productImagePath } from '@beauty/contracts/product-images';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  brand_id: string;
  category_id: string | null;
  rating: number | null;
  review_count: number;
  loves_count: number;
  is_new: boolean;
  is_exclusive: boolean;
  is_online_only: boolean;
  is_limited_edition: boolean;
  badges: Product['badges'];
  variation_type: Product['variationType'];
  size: string | null;
  highlights: string[];
  ingredients: string | null;
  launched_at: Date | string;
  default_variant_id: string;
  currency: string;
  amount: number;
  sale_amount: number | null;
  in_stock: boolean;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brandId: row.brand_id,
    categoryId: row.category_id,
    // float4 → a tidy decimal rather than 4.183000087738037
    rating: row.rating === null ? null : Math.round(row.rating * 1000) / 1000,
    reviewCount: row.review_count,
    lovesCount: row.loves_count,
    price: { amount: Number(row.amount), currency: row.currency },
    salePrice: row.sale_amount === null ? null : { amount: Number(row.sale_amount), currency: row.currency },
    isNew: row.is_new,
    isExclusive: row.is_exclusive,
    isOnlineOnly: row.is_online_only,
    isLimitedEdition: row.is_limited_edition,
    badges: Array.isArray(row.badges) ? row.badges : [],
    inStock: row.in_stock,
    imageUrl: productImagePath(row.id, row.default_variant_id), // its default variant's packshot (product-image-routes.ts)
    variationType: row.variation_type,
    defaultVariantId: row.default_variant_id,
    size: row.size,
    highlights: Array.isArray(row.highlights) ? row.highlights : [],
    ingredients: row.ingredients,
    launchedAt: new Date(row.launched_at).toISOString(),
  };
}
