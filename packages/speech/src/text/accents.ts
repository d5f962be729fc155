const VOWEL = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/;

/**
 * The same pronunciation without the "r" after a vowel, as British and many other speakers say
 * it: "warm" W AO R M → W AO M, "teacher" … ER → … AH. Null when there is no such "r".
 */
export function nonRhotic(pronunciation: string): string | null {
  const phones = pronunciation.split(' ');
  const changed: string[] = [];
  phones.forEach((phone, i) => {
    const next = phones[i + 1];
    const afterVowel = i > 0 && VOWEL.test(phones[i - 1]!);
    if (phone === 'ER' && (next === undefined || !VOWEL.test(next))) changed.push('AH');
    else if (phone === 'R' && afterVowel && (next === undefined || !VOWEL.test(next))) {
      if (!/^(AA|AO)$/.test(phones[i - 1]!)) changed.push('AH');
    } else changed.push(phone);
  });
  const result = changed.join(' ');
  return result === pronunciation ? null : result;
}

/** A word's pronunciations with the non-rhotic form of each added where it differs. */
export function withAccents(pronunciations: string[]): string[] {
  const all = [...pronunciations];
  for (const pronunciation of pronunciations) {
    const other = nonRhotic(pronunciation);
    if (other && !all.includes(other)) all.push(other);
  }
  return all;
}
