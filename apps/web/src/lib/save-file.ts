import type { Download } from './http';

/** Hands a downloaded file to the browser's download, under the server's file name when it gave one. */
export function saveFile(download: Download, fallbackName: string) {
  if (download.kind !== 'file') return;
  const url = URL.createObjectURL(download.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = download.filename ?? fallbackName;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url));
}
