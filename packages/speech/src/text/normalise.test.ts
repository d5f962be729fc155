import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise.js';
import { numberWords, spokenNumber } from './numbers.js';

const words = (sentence: string) => normaliseText(sentence).scored.map((s) => s.word);

describe('what a displayed sentence is scored as', () => {
  it('drops case and punctuation, keeps apostrophes inside words, straightens curly ones', () => {
    expect(words('“Don’t run!” said Mum.')).toEqual(["don't", 'run', 'said', 'mum']);
    expect(words("We eat at twelve o’clock... 'Yes'")).toEqual(['we', 'eat', 'at', 'twelve', "o'clock", 'yes']);
  });

  it('reads numbers, ordinals, money and percentages as words', () => {
    expect(words('I have 3 cats.')).toEqual(['i', 'have', 'three', 'cats']);
    expect(words('The 21st of May, 1,000 kids, $5 and 50%')).toEqual([
      'the',
      'twenty',
      'first',
      'of',
      'may',
      'one',
      'thousand',
      'kids',
      'five',
      'dollars',
      'and',
      'fifty',
      'percent',
    ]);
    expect(spokenNumber('2nd')).toEqual(['second']);
    expect(spokenNumber('12th')).toEqual(['twelfth']);
    expect(spokenNumber('40th')).toEqual(['fortieth']);
    expect(spokenNumber('2.5')).toEqual(['two', 'point', 'five']);
    expect(spokenNumber('2x')).toBeNull();
    expect(numberWords(305)).toEqual(['three', 'hundred', 'five']);
  });

  it('splits hyphens and dashes, and reads common abbreviations', () => {
    expect(words('An ice-cream — yum! Mr. Brown & Dr. Lee')).toEqual([
      'an',
      'ice',
      'cream',
      'yum',
      'mister',
      'brown',
      'and',
      'doctor',
      'lee',
    ]);
  });

  it('keeps, for every scored word, the displayed word it came from', () => {
    const { displayed, scored } = normaliseText('On the 21st, twenty-one — ducks!');
    expect(displayed).toEqual(['On', 'the', '21st,', 'twenty-one', '—', 'ducks!']);
    expect(scored).toEqual([
      { word: 'on', display: 0 },
      { word: 'the', display: 1 },
      { word: 'twenty', display: 2 },
      { word: 'first', display: 2 },
      { word: 'twenty', display: 3 },
      { word: 'one', display: 3 },
      { word: 'ducks', display: 5 },
    ]);
  });
});
