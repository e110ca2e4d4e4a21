// A content image with its intrinsic size (no layout shift) and its alt text; an empty
// alt marks it decorative, as the content model says.
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';

export const ContentImageFragment = graphql(`
  fragment ContentImage_image on ContentImage {
    url
    alt
    width
    height
  }
`);

interface ContentImageProps {
  image: FragmentType<typeof ContentImageFragment>;
  className?: string;
  eager?: boolean;
}

export function ContentImage({ image: ref, className, eager }: ContentImageProps) {
  const image = getFragmentData(ContentImageFragment, ref);
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
