import { QRCodeSVG } from 'qrcode.react';

/** The QR code of an app download link; loaded on its own (app-download.tsx), never with the page. */
export function AppQr({ url, size, label }: { url: string; size: number; label: string }) {
  return <QRCodeSVG value={url} size={size} marginSize={2} title={label} role="img" aria-label={label} />;
}
