// A QR code drawn in the browser (uqr: pure JS, no install script, no network), as SVG
// rectangles React renders: no innerHTML, nothing the CSP would need to allow.
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({ text, size = 480, label }: { text: string; size?: number; label: string }) {
  const path = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 4 });
    // One path of unit squares: a few thousand modules stay one DOM node.
    let d = '';
    for (const [y, row] of data.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
    return { d, modules: data.length };
  }, [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      data-qr-text={text}
      width={size}
      height={size}
      viewBox={`0 0 ${path.modules} ${path.modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.modules} height={path.modules} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
