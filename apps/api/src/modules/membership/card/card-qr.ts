/** The card's QR code: the address of its public check, drawn as vector squares in the PDF. */
import QRCode from 'qrcode';

/** The web page a phone opens when it scans the card (apps/web route /carte/:token). */
export function buildCardCheckUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/carte/${token}`;
}

export type QrMatrix = { size: number; isDark: (row: number, column: number) => boolean; text: string };

/** Level M: a printed card survives a scratch; the text read back from the code's segments. */
export function encodeQr(text: string): QrMatrix {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const decoder = new TextDecoder();
  const encoded = code.segments
    .map((segment) => (typeof segment.data === 'string' ? segment.data : decoder.decode(segment.data)))
    .join('');
  return {
    size: code.modules.size,
    isDark: (row, column) => Boolean(code.modules.get(row, column)),
    text: encoded,
  };
}
