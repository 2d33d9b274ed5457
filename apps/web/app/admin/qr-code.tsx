import { encode } from 'uqr';

/**
 * A QR code drawn as SVG squares (no canvas, no image request): the authenticator app scans the
 * otpauth URI from it. The secret is shown beside it for typing by hand.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const cells = data.length;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${cells} ${cells}`} shapeRendering="crispEdges">
      <rect width={cells} height={cells} fill="#fff" />
      <path fill="#000" d={data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')} />
    </svg>
  );
}
