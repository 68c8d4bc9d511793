import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/**
 * The authenticator's QR code, drawn as one SVG path (no canvas, no inline style, so the strict CSP
 * holds). Loaded lazily with the set-up step: the QR library is in no other chunk.
 */
const QrCode = ({ value, label }: { value: string; label: string }) => {
  const code = generate(value);
  const quiet = 4;
  const size = code.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size} ${size}`}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="totp-qr-code"
    >
      <path d={toSvgPath(code)} fill="currentColor" className="text-slate-900" />
    </svg>
  );
};

export default QrCode;
