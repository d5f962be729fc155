import { describe, expect, it } from 'vitest';
import { nonRhotic, withAccents } from './accents.js';

describe('pronunciations without the "r" after a vowel', () => {
  it('drop it after AA and AO, turn it into a schwa elsewhere, and keep an "r" before a vowel', () => {
    expect(nonRhotic('W AO R M')).toBe('W AO M');
    expect(nonRhotic('K AA R')).toBe('K AA');
    expect(nonRhotic('T IY CH ER')).toBe('T IY CH AH');
    expect(nonRhotic('HH IY R')).toBe('HH IY AH');
    expect(nonRhotic('R EH D')).toBeNull();
    expect(nonRhotic('V EH R IY')).toBeNull();
  });

  it('are added to a word’s pronunciations once', () => {
    expect(withAccents(['W AO R M'])).toEqual(['W AO R M', 'W AO M']);
    expect(withAccents(['K AE T'])).toEqual(['K AE T']);
  });
});
