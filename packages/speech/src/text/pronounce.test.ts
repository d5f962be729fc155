import { describe, expect, it } from 'vitest';
import { letterToSound } from './letter-to-sound.js';
import { pronounce } from './pronounce.js';
import { scoringWarnings } from './warnings.js';

const DICTIONARY: Record<string, string[]> = {
  the: ['DH AH', 'DH IY'],
  lucy: ['L UW S IY'],
  cat: ['K AE T'],
  to: ['T UW'],
  two: ['T UW'],
  go: ['G OW'],
  i: ['AY'],
  can: ['K AE N'],
  see: ['S IY'],
  went: ['W EH N T'],
  buy: ['B AY'],
  ducks: ['D AH K S'],
};
const recogniser = { pronunciations: (word: string) => DICTIONARY[word] ?? [] };

describe('pronunciations', () => {
  it('come from the dictionary when it knows the word', () => {
    expect(pronounce('the', recogniser)).toEqual({ pronunciations: ['DH AH', 'DH IY'], source: 'dictionary' });
  });

  it("add the sound of an ending to a known word: Lucy's, cat's", () => {
    expect(pronounce("lucy's", recogniser)).toEqual({ pronunciations: ['L UW S IY Z'], source: 'clitic' });
    expect(pronounce("cat's", recogniser).pronunciations).toEqual(['K AE T S']);
  });

  it('are guessed from the spelling for words the dictionary does not know', () => {
    expect(letterToSound('zog')).toBe('Z AA G');
    expect(letterToSound('blake')).toBe('B L EY K');
    expect(letterToSound('shimmy')).toBe('SH IH M IY');
    expect(letterToSound('cheeky')).toBe('CH IY K IY');
    expect(letterToSound('gently')).toBe('JH EH N T L IY');
    expect(letterToSound('knight')).toBe('N AY T');
    expect(pronounce('zog', recogniser)).toEqual({ pronunciations: ['Z AA G'], source: 'spelling' });
  });
});

describe('words the engine cannot score well', () => {
  it('are the unknown, and those that sound like another word close by; short words are no warning', () => {
    expect(scoringWarnings('I can see two ducks go to Zog.', recogniser)).toEqual([
      { index: 7, word: 'Zog.', warnings: ['not_in_dictionary'] },
    ]);
    expect(scoringWarnings('I went to buy two ducks.', recogniser)).toEqual([
      { index: 2, word: 'to', warnings: ['sounds_like_another'] },
      { index: 4, word: 'two', warnings: ['sounds_like_another'] },
    ]);
    expect(
      scoringWarnings('Lucy can catch ducks', {
        pronunciations: (w) => ({ ...DICTIONARY, catch: ['K AE CH'] })[w] ?? [],
      }),
    ).toEqual([]);
  });
});
