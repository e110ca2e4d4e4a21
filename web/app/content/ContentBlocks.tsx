// A content page's blocks in order, each by its own component; the overlay is not in the
// flow but a dialog over it. The page's h1 is the first hero's heading, or the page title.
// In preview each block says which segments it is aimed at, and the overlay opens when
// the editor asks (every load would hide the page they came to check).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { BrandGrid } from './blocks/BrandGrid';
import { CategoryTilesBlock } from './blocks/CategoryTilesBlock';
import { HeroBanner } from './blocks/HeroBanner';
import { OverlayDialog } from './blocks/OverlayDialog';
import { ProductCarousel } from './blocks/ProductCarousel';
import { RichText } from './blocks/RichText';
import './content.css';

export const ContentBlocksFragment = graphql(`
  fragment ContentBlocks_page on ContentPage {
    id
    title
    blocks {
      __typename
      id
      userSegments
      ... on OverlayBlock {
        heading
      }
      ...HeroBanner_block
      ...ProductCarousel_block
      ...BrandGrid_block
      ...CategoryTilesBlock_block
      ...RichText_block
      ...OverlayDialog_block
    }
  }
`);

interface ContentBlocksProps {
  page: FragmentType<typeof ContentBlocksFragment>;
  preview?: boolean;
  /** Brand pages have their own h1 (the brand's name) below the blocks. */
  hasOwnTitle?: boolean;
}

function SegmentsNote({ segments }: { segments: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <p className="content-segments">
      {segments.length === 0 ? t('content.preview.forEveryone') : t('content.preview.forSegments', { segments: segments.join(', ') })}
    </p>
  );
}

type OverlayRef = Parameters<typeof OverlayDialog>[0]['block'];

function PreviewOverlayLauncher({ block, heading, segments }: { block: OverlayRef; heading: string; segments: readonly string[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(0);
  return (
    <div className="content-block">
      <SegmentsNote segments={segments} />
      <button type="button" className="button button--secondary" onClick={() => setOpened((n) => n + 1)}>
        {t('content.preview.showOverlay', { heading })}
      </button>
      {opened > 0 && <OverlayDialog key={opened} block={block} preview />}
    </div>
  );
}

export function ContentBlocks({ page: ref, preview = false, hasOwnTitle = false }: ContentBlocksProps) {
  const page = getFragmentData(ContentBlocksFragment, ref);
  const inFlow = page.blocks.filter((block) => block.__typename !== 'OverlayBlock');
  const overlay = page.blocks.find((block) => block.__typename === 'OverlayBlock');
  const heroFirst = !hasOwnTitle && inFlow[0]?.__typename === 'HeroBannerBlock';

  return (
    <div className="content-blocks">
      {!hasOwnTitle && !heroFirst && <h1 className="content-page__title">{page.title}</h1>}
      {inFlow.map((block, index) => {
        let content: React.ReactNode = null;
        switch (block.__typename) {
          case 'HeroBannerBlock':
            content = <HeroBanner block={block} headingLevel={heroFirst && index === 0 ? 'h1' : 'h2'} />;
            break;
          case 'ProductCarouselBlock':
            content = <ProductCarousel block={block} nearTop={index < 2} />;
            break;
          case 'BrandGridBlock':
            content = <BrandGrid block={block} />;
            break;
          case 'CategoryTilesBlock':
            content = <CategoryTilesBlock block={block} />;
            break;
          case 'RichTextBlock':
            content = <RichText block={block} />;
            break;
          default:
            // A block kind this build does not know yet: skipped, not a broken page.
            return null;
        }
        return (
          <div key={block.id} className="content-block" data-block-id={block.id}>
            {preview && <SegmentsNote segments={block.userSegments} />}
            {content}
          </div>
        );
      })}
      {overlay?.__typename === 'OverlayBlock' &&
        (preview ? (
          <PreviewOverlayLauncher block={overlay} heading={overlay.heading} segments={overlay.userSegments} />
        ) : (
          <OverlayDialog key={overlay.id} block={overlay} preview={false} />
        ))}
    </div>
  );
}
