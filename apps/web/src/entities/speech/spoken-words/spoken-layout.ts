import type { InsertedSpeech, SpokenWord } from '@lms/shared';

export type SpokenPiece =
  | { kind: 'word'; index: number; word: SpokenWord }
  | { kind: 'inserted'; index: number; speech: InsertedSpeech };

/**
 * The question's words in order, with each stretch of inserted speech placed where it was
 * heard: before the first word heard after it began, or after the last word when none was.
 * Words not heard (left out) have no time and never decide a place.
 */
export function spokenPieces(words: readonly SpokenWord[], inserted: readonly InsertedSpeech[]): SpokenPiece[] {
  const before = new Map<number, InsertedSpeech[]>();
  const atEnd: InsertedSpeech[] = [];
  for (const speech of [...inserted].sort((a, b) => a.start - b.start)) {
    const next = words.findIndex((word) => word.start !== null && word.start >= speech.start);
    if (next === -1) atEnd.push(speech);
    else before.set(next, [...(before.get(next) ?? []), speech]);
  }
  const pieces: SpokenPiece[] = [];
  let insertedIndex = 0;
  const addInserted = (list: InsertedSpeech[] = []) => {
    for (const speech of list) pieces.push({ kind: 'inserted', index: insertedIndex++, speech });
  };
  words.forEach((word, index) => {
    addInserted(before.get(index));
    pieces.push({ kind: 'word', index, word });
  });
  addInserted(atEnd);
  return pieces;
}

/** Whether a word can be played on its own: it was heard, with a start and an end. */
export function hasSegment(word: SpokenWord): word is SpokenWord & { start: number; end: number } {
  return word.start !== null && word.end !== null && word.end > word.start;
}
