import { useMemo } from 'react';
import { encode } from 'uqr';

/** The dark modules as one SVG path: a square per module, drawn in the QR grid's own units. */
export function qrPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A scannable QR code of `text`, drawn by the browser (no image request, no inline script or style, so
 * it is CSP-safe). Loaded lazily: only the invitation screen pays for the encoder.
 */
export default function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    // Medium error correction and a 4-module quiet zone, as scanners expect.
    const qr = encode(text, { ecc: 'M', border: 4 });
    return { path: qrPath(qr.data), width: qr.size };
  }, [text]);
  return (
    <svg
      className="agt-open__qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
