/**
 * Rough English letter-to-sound rules, for words the dictionary does not hold (names, made-up
 * words). Longest spelling first; a vowel followed by one consonant and a final "e" is long.
 */
const RULES: [string, string][] = [
  ['tch', 'CH'],
  ['igh', 'AY'],
  ['sch', 'S K'],
  ['tion', 'SH AH N'],
  ['sion', 'ZH AH N'],
  ['ture', 'CH ER'],
  ['ough', 'AO'],
  ['augh', 'AO'],
  ['eigh', 'EY'],
  ['dge', 'JH'],
  ['ch', 'CH'],
  ['sh', 'SH'],
  ['th', 'TH'],
  ['ph', 'F'],
  ['wh', 'W'],
  ['ck', 'K'],
  ['ng', 'NG'],
  ['qu', 'K W'],
  ['kn', 'N'],
  ['wr', 'R'],
  ['gh', ''],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['ie', 'IY'],
  ['ey', 'IY'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ow', 'OW'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['oa', 'OW'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['au', 'AO'],
  ['aw', 'AO'],
  ['ew', 'UW'],
  ['ue', 'UW'],
  ['ar', 'AA R'],
  ['or', 'AO R'],
  ['er', 'ER'],
  ['ir', 'ER'],
  ['ur', 'ER'],
  ['a', 'AE'],
  ['b', 'B'],
  ['c', 'K'],
  ['d', 'D'],
  ['e', 'EH'],
  ['f', 'F'],
  ['g', 'G'],
  ['h', 'HH'],
  ['i', 'IH'],
  ['j', 'JH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['o', 'AA'],
  ['p', 'P'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
  ['u', 'AH'],
  ['v', 'V'],
  ['w', 'W'],
  ['x', 'K S'],
  ['y', 'Y'],
  ['z', 'Z'],
];
const LONG_VOWEL: Record<string, string> = { a: 'EY', e: 'IY', i: 'AY', o: 'OW', u: 'UW' };
const VOWELS = 'aeiouy';
const SOFT_BEFORE = 'eiy';

export function letterToSound(word: string): string {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const phones: string[] = [];
  let at = 0;
  while (at < letters.length) {
    const letter = letters[at]!;
    const next = letters[at + 1] ?? '';
    // A final "e" after a consonant is silent (but not in a word of one syllable like "he").
    if (letter === 'e' && at === letters.length - 1 && at > 1 && phones.length > 0) break;
    // Magic e: "make", "bike", "home".
    if (LONG_VOWEL[letter] && next && !VOWELS.includes(next) && letters[at + 2] === 'e' && at + 3 === letters.length) {
      phones.push(LONG_VOWEL[letter]!);
      at += 1;
      continue;
    }
    if ((letter === 'c' || letter === 'g') && next && SOFT_BEFORE.includes(next)) {
      phones.push(letter === 'c' ? 'S' : 'JH');
      at += 1;
      continue;
    }
    // "y" after a consonant is a vowel: "my", "happy".
    if (letter === 'y' && at > 0 && !VOWELS.includes(letters[at - 1]!)) {
      phones.push(at === letters.length - 1 && at > 2 ? 'IY' : 'AY');
      at += 1;
      continue;
    }
    // A doubled consonant is one sound: "rabbit".
    if (letter === next && !VOWELS.includes(letter)) {
      at += 1;
      continue;
    }
    const rule = RULES.find(([spelling]) => letters.startsWith(spelling, at))!;
    if (rule[1]) phones.push(rule[1]);
    at += rule[0].length;
  }
  return phones.join(' ');
}
