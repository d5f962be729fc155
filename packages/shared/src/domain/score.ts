/**
 * A score (0–100) as the product shows it, on the pages and in the files it writes: a whole
 * number, halves rounded up (98.8 is 99, 77.5 is 78).
 */
export function wholeScore(score: number): number {
  return Math.round(score);
}
