// The overlay of a content page: a modal <dialog> (the browser traps focus in it, Escape
// closes it) labelled by its heading, with a close button. The server renders the page
// without it; it opens after hydration, once per device until dismissed, always in preview.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { browserStore } from '../../platform/device-storage';
import { rememberDismissed, shouldShowOverlay } from '../overlay-seen';
import type { RootData } from '../../platform/root-data';
import { SmartLink } from '../SmartLink';
import { ContentImage } from './ContentImage';
import { RichTextNodes } from './RichText';

export const OverlayDialogFragment = graphql(`
  fragment OverlayDialog_block on OverlayBlock {
    id
    heading
    # Aliased: HeroBannerBlock.body is a String, and both are selected on one list.
    overlayBody: body {
      ...RichTextNode
    }
    image {
      ...ContentImage_image
    }
    cta {
      label
      href
    }
  }
`);

interface OverlayDialogProps {
  block: FragmentType<typeof OverlayDialogFragment>;
  preview: boolean;
}

export function OverlayDialog({ block: ref, preview }: OverlayDialogProps) {
  const { t } = useTranslation();
  const block = getFragmentData(OverlayDialogFragment, ref);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const welcome = useRouteLoaderData<RootData>('root')?.welcome;
  const welcoming = Boolean(welcome?.firstVisit || welcome?.otherCountry);

  // After hydration only: the server cannot know what this device dismissed.
  useEffect(() => {
    if (!preview && welcoming) return;
    if (shouldShowOverlay(block.id, browserStore(), { preview })) setOpen(true);
  }, [block.id, preview, welcoming]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  // Every way out (close button, Escape, the call to action) counts as dismissed.
  function onClose() {
    setOpen(false);
    if (!preview) rememberDismissed(block.id, browserStore());
  }

  if (!open) return null;
  const headingId = `overlay-${block.id}`;
  return (
    <dialog ref={dialog} className="content-overlay" aria-labelledby={headingId} onClose={onClose}>
      <form method="dialog" className="content-overlay__close-form">
        <button type="submit" className="content-overlay__close" aria-label={t('content.overlayClose')}>
          ×
        </button>
      </form>
      {block.image && <ContentImage image={block.image} className="content-overlay__image" eager />}
      <h2 id={headingId}>{block.heading}</h2>
      <div className="rich-text">
        <RichTextNodes nodes={block.overlayBody} />
      </div>
      {block.cta && (
        <p>
          <SmartLink to={block.cta.href} className="button button--primary" onClick={onClose}>
            {block.cta.label}
          </SmartLink>
        </p>
      )}
    </dialog>
  );
}
