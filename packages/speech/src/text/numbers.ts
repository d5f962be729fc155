const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

/** A whole number as it is read aloud: 21 → ["twenty", "one"]. */
export function numberWords(value: number): string[] {
  if (value < 20) return [ONES[value]!];
  if (value < 100) return value % 10 === 0 ? [TENS[value / 10]!] : [TENS[Math.floor(value / 10)]!, ONES[value % 10]!];
  for (const [scale, name] of SCALES) {
    if (value >= scale) {
      const rest = value % scale;
      return [...numberWords(Math.floor(value / scale)), name, ...(rest > 0 ? numberWords(rest) : [])];
    }
  }
  return [];
}

const ORDINAL_OF: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** The ordinal of a number's words: ["twenty", "one"] → ["twenty", "first"]. */
export function ordinalWords(value: number): string[] {
  const words = numberWords(value);
  const last = words.at(-1)!;
  const ordinal = ORDINAL_OF[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), ordinal];
}

/** Digits as they are read: "3" → three, "21st" → twenty first, "1,000" → one thousand, "2.5" → two point five. */
export function spokenNumber(token: string): string[] | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(st|nd|rd|th)?$/i.exec(token);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  if (!Number.isSafeInteger(whole) || whole >= 1e12) return null;
  if (match[3]) return match[2] ? null : ordinalWords(whole);
  const fraction = match[2] ? ['point', ...[...match[2]].map((digit) => ONES[Number(digit)]!)] : [];
  return [...numberWords(whole), ...fraction];
}
