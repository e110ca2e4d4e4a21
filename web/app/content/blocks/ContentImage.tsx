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
  /** The page's largest picture (its LCP): fetched first, ahead of the page's other images. */
  priority?: boolean;
}

export function ContentImage({ image: ref, className, eager, priority }: ContentImageProps) {
  const image = getFragmentData(ContentImageFragment, ref);
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      // React preloads it from the page's <head> at this priority (issue 16 item 4).
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
