// @ts-check
// The browser protections of every kiosk response (as the web's, decision 0050): scripts
// only from this origin (no inline script, no eval), nothing framed or framing, no plugins,
// the camera for this origin only (the barcode scanner), everything else off.
/** @returns {string} */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React renders style attributes; the stylesheets are our own files.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** @returns {import('express').RequestHandler} */
export function securityHeaders() {
  const policy = contentSecurityPolicy();
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
