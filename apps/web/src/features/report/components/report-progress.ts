/** Progress as announced: in steps of ten, so a screen reader is not told every percent. */
export function progressStep(percent: number): number {
  return Math.min(100, Math.max(0, Math.floor(percent / 10) * 10));
}

/** A file's size as the language writes it, in kB below a megabyte and MB above. */
export function fileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(0.1, bytes / 1000));
}
