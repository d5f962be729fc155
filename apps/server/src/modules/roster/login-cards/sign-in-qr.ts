import QRCode from 'qrcode';

/** The dark and light squares of a QR code, `size` across. */
export interface QrModules {
  size: number;
  dark(column: number, row: number): boolean;
}

/**
 * The QR code of a sign-in link. Medium error correction lets a phone read it from a
 * printed card with a crease or a smudge, and keeps a school's link small enough to print
 * in an inch.
 */
export function signInQr(link: string): QrModules {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (column, row) => modules.get(row, column) === 1 };
}

/** Where students sign in: the app's address, carrying the school's code so the page opens with it. */
export function signInLink(address: string, schoolCode: string): string {
  return `${address}?school=${encodeURIComponent(schoolCode)}`;
}
