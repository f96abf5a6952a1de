import { lazy, Suspense } from 'react';
import styles from './qr-code.module.css';

// qrcode.react loads only where a code is drawn, never with the first page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * A QR code of a link (spec 9 "QR sizes 156 and 100"), drawn as SVG on a light tile so phones read it in the dark
 * theme too. The box keeps its size while the drawing code loads, so nothing shifts.
 */
export function QrCode({
  value,
  size,
  label,
  load = true,
}: {
  value: string;
  size: number;
  label: string;
  /** false: only the tile, e.g. until the section comes near the screen. */
  load?: boolean;
}) {
  return (
    <span className={styles.tile} style={{ inlineSize: size + 16, blockSize: size + 16 }}>
      {load ? (
        <Suspense fallback={null}>
          <QRCodeSVG value={value} size={size} level="M" title={label} role="img" aria-label={label} />
        </Suspense>
      ) : null}
    </span>
  );
}
