import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/**
 * The authenticator's QR code, drawn as one SVG path (no canvas, no inline style, so the strict CSP
 * holds). Loaded lazily with the set-up step: the QR library is in no other chunk.
 */
const QrCode = ({ value, label }: { value: string; label: string }) => {
  // Encoding is the costly part; the card re-renders as the person types the code beside it.
  const { path, size: modules } = useMemo(() => {
    const code = generate(value);
    return { path: toSvgPath(code), size: code.size };
  }, [value]);
  const quiet = 4;
  const size = modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size} ${size}`}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="totp-qr-code"
    >
      <path d={path} fill="currentColor" className="text-slate-900" />
    </svg>
  );
};

export default QrCode;
