// A hero banner: eyebrow, heading, text, image and one call to action. The first block of
// a page carries the page's h1.
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { SmartLink } from '../SmartLink';
import { ContentImage } from './ContentImage';

export const HeroBannerFragment = graphql(`
  fragment HeroBanner_block on HeroBannerBlock {
    id
    eyebrow
    heading
    body
    theme
    image {
      ...ContentImage_image
    }
    cta {
      label
      href
    }
  }
`);

interface HeroBannerProps {
  block: FragmentType<typeof HeroBannerFragment>;
  headingLevel: 'h1' | 'h2';
}

export function HeroBanner({ block: ref, headingLevel: Heading }: HeroBannerProps) {
  const block = getFragmentData(HeroBannerFragment, ref);
  const headingId = `hero-${block.id}`;
  return (
    <section className={`hero content-hero content-hero--${block.theme.toLowerCase()}${block.image ? ' content-hero--image' : ''}`} aria-labelledby={headingId}>
      <div className="hero__text">
        {block.eyebrow && <p className="hero__eyebrow">{block.eyebrow}</p>}
        <Heading id={headingId} className="content-hero__heading">
          {block.heading}
        </Heading>
        {block.body && <p>{block.body}</p>}
        {block.cta && (
          <SmartLink to={block.cta.href} className="button button--primary">
            {block.cta.label}
          </SmartLink>
        )}
      </div>
      {block.image && <ContentImage image={block.image} className="content-hero__image" priority={Heading === 'h1'} />}
    </section>
  );
}
