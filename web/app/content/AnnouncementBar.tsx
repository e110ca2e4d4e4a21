// The content-managed message above the header (Layout.announcement).
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import './content.css';
import { SmartLink } from './SmartLink';

export const AnnouncementBarFragment = graphql(`
  fragment AnnouncementBar_layout on Layout {
    announcement {
      text
      link {
        label
        href
      }
    }
  }
`);

export function AnnouncementBar({ layout: ref }: { layout: FragmentType<typeof AnnouncementBarFragment> | undefined }) {
  const announcement = getFragmentData(AnnouncementBarFragment, ref)?.announcement;
  if (!announcement) return null;
  return (
    <div className="announcement-bar">
      <p>
        {announcement.text}
        {announcement.link && (
          <>
            {' '}
            <SmartLink to={announcement.link.href} className="announcement-bar__link">
              {announcement.link.label}
            </SmartLink>
          </>
        )}
      </p>
    </div>
  );
}
