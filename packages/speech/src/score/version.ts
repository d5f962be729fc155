/** Raised whenever the scoring rules change, so stored results can be traced and re-scored. */
export const SCORER_VERSION = 3;
