// The web's operations go by hash (decision 0056; the link itself: @beauty/client-kit). Unlike
// the kiosk, a hash the gateway does not know is followed by the text, once: the gateway
// runs under `log` until the web and it ship from one build, and one deployed with an older
// manifest would otherwise refuse a newer page's operations. Under enforce the text is refused too.
import { createTrustedDocumentLink } from '@beauty/client-kit/trusted-document-link';

export const trustedDocumentLink = () => createTrustedDocumentLink({ sendsTextWhenUnknown: true });
