// /preview/pages/{slugUrl?}/{topCategory?}/{category?}/{subCategory?}: a content page, as
// preview shows it: draft or published, for the segments chosen in the URL.
import { previewPageLoader } from '../preview/preview-page.server';
import { PreviewContentRoute } from '../preview/PreviewContentPage';
import { previewMeta } from '../preview/preview-meta';

export const loader = previewPageLoader;
export const meta = previewMeta;
export default PreviewContentRoute;
