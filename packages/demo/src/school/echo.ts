import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { questionWords } from '@lms/shared';
import { contentPackages } from '../content/index.js';

/**
 * Echo Valley in the demo: the book sentences that students have read aloud (each recorded once
 * in five ways, committed under content/recordings), and the quizzes every class with those
 * books has, as plans the server's loader turns into rows.
 */

/**
 * How a recording reads its sentence: as written, a word left out, a word replaced, slowly with
 * pauses and a restart, or only its first half (the reader stopped halfway).
 */
export const ECHO_READINGS = ['exact', 'omission', 'substitution', 'hesitant', 'half'] as const;
export type EchoReading = (typeof ECHO_READINGS)[number];

/** A recorded sentence of a demo book: its place in the book, and which word each faulty reading gets wrong. */
export interface EchoSentence {
  book: string;
  /** 1-based, in reading order over the book's pages (as `resource_sentences.position`). */
  position: number;
  /** The index (among `questionWords`) of the word the `omission` reading leaves out. */
  leftOut: number;
  /** The index of the word the `substitution` reading replaces, and what it says instead. */
  replaced: [index: number, by: string];
}

/** Two sentences of each of ten books; every demo class with a library has three of these books open. */
const RECORDED: EchoSentence[] = [
  { book: 'my-cat', position: 2, leftOut: 3, replaced: [1, 'dog'] },
  { book: 'my-cat', position: 5, leftOut: 2, replaced: [3, 'fish'] },
  { book: 'i-like-food', position: 1, leftOut: 2, replaced: [2, 'pizza'] },
  { book: 'i-like-food', position: 3, leftOut: 1, replaced: [2, 'tomatoes'] },
  { book: 'go-go-go', position: 3, leftOut: 1, replaced: [1, 'ship'] },
  { book: 'go-go-go', position: 5, leftOut: 1, replaced: [3, 'stop'] },
  { book: 'the-big-red-ball', position: 1, leftOut: 4, replaced: [5, 'kite'] },
  { book: 'the-big-red-ball', position: 4, leftOut: 2, replaced: [5, 'house'] },
  { book: 'rosas-sunflower', position: 1, leftOut: 3, replaced: [4, 'stone'] },
  { book: 'rosas-sunflower', position: 8, leftOut: 2, replaced: [3, 'window'] },
  { book: 'brave-little-turtle', position: 1, leftOut: 1, replaced: [6, 'lake'] },
  { book: 'brave-little-turtle', position: 8, leftOut: 4, replaced: [5, 'jump'] },
  { book: 'the-cloud-who-wanted-to-help', position: 2, leftOut: 1, replaced: [4, 'river'] },
  { book: 'the-cloud-who-wanted-to-help', position: 12, leftOut: 7, replaced: [2, 'need'] },
  { book: 'the-night-bus', position: 7, leftOut: 3, replaced: [10, 'river'] },
  { book: 'the-night-bus', position: 11, leftOut: 3, replaced: [1, 'moon'] },
  { book: 'the-science-fair', position: 3, leftOut: 3, replaced: [7, 'door'] },
  { book: 'the-science-fair', position: 4, leftOut: 2, replaced: [5, 'basket'] },
  { book: 'grandmas-stories', position: 2, leftOut: 6, replaced: [2, 'cake'] },
  { book: 'grandmas-stories', position: 9, leftOut: 1, replaced: [8, 'joke'] },
];

const bookSentences = new Map(
  contentPackages.flatMap((pkg) =>
    pkg.resources.flatMap((resource) =>
      resource.type === 'book' ? [[resource.key, resource.pages.flatMap((page) => page.sentences)] as const] : [],
    ),
  ),
);

/** A recorded sentence with its text, as the book has it. */
export interface RecordedSentence extends EchoSentence {
  text: string;
}

export const ECHO_SENTENCES: RecordedSentence[] = RECORDED.map((sentence) => {
  const text = bookSentences.get(sentence.book)?.[sentence.position - 1];
  if (!text) throw new Error(`no sentence ${sentence.position} in the demo book ${sentence.book}`);
  return { ...sentence, text };
});

/** The books with recorded sentences, in the order classes meet them. */
export const ECHO_BOOKS = [...new Set(ECHO_SENTENCES.map((s) => s.book))];

/** The words a reading says, without punctuation (what the synthetic voice reads for the faulty ones). */
export function spokenWords(sentence: RecordedSentence, reading: EchoReading): string[] {
  const words = questionWords(sentence.text).map((word) => word.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  if (reading === 'omission') return words.filter((_, i) => i !== sentence.leftOut);
  if (reading === 'substitution')
    return words.map((word, i) => (i === sentence.replaced[0] ? sentence.replaced[1] : word));
  if (reading === 'half') return words.slice(0, halfOf(words.length));
  return words;
}

/** How many of a sentence's words the `half` reading says: the first half, rounded down, one at least. */
export function halfOf(wordCount: number): number {
  return Math.max(1, Math.floor(wordCount / 2));
}

/** The committed recording of a sentence read one way. */
export function recordingFile(sentence: EchoSentence, reading: EchoReading): string {
  return `${sentence.book}-${sentence.position}-${reading}.ogg`;
}

/** A recording with no speech in it: the answer the engine refuses as silent. */
export const SILENT_RECORDING = 'silence.ogg';

/** What every recording is: Opus in Ogg, mono. */
export const RECORDING_TYPE = 'audio/ogg';

const RECORDINGS_DIR = fileURLToPath(new URL('../../content/recordings/', import.meta.url));

/** The bytes of a committed recording. */
export async function readRecording(file: string): Promise<Uint8Array> {
  if (!/^[a-z0-9-]+\.ogg$/.test(file)) throw new Error(`not a demo recording: ${file}`);
  return new Uint8Array(await readFile(`${RECORDINGS_DIR}${file}`));
}

/** How long each committed recording plays, in milliseconds (written with the recordings). */
export async function recordingDurations(): Promise<Record<string, number>> {
  return JSON.parse(await readFile(`${RECORDINGS_DIR}durations.json`, 'utf8')) as Record<string, number>;
}

// ── The quizzes of each class ──

/** One of the class's three recorded books (in its library's order), and one of that book's two sentences. */
export type SentenceRef = [book: 0 | 1 | 2, sentence: 0 | 1];

export interface EchoQuizPlan {
  kind: 'weekly' | 'task';
  name: string;
  /**
   * Unpublished: a draft, unanswered. Published: answered by the share of students in `answered`
   * (all its questions) and `partly` (the first half). A weekly quiz is open between `opens` and
   * `closes`, days from the class's today; an auto-assigned one spans the current week.
   */
  state: 'unpublished' | 'published';
  opens?: number;
  closes?: number;
  auto?: boolean;
  extra?: boolean;
  /** The book a speaking task belongs to. */
  book?: 0 | 1 | 2;
  questions: (SentenceRef | { word: SentenceRef })[];
  answered: number;
  partly: number;
  /** Its first answer came in silent (a muted microphone), so the engine refused to score it. */
  silentAnswer?: boolean;
}

export const ECHO_QUIZ_PLAN: EchoQuizPlan[] = [
  {
    kind: 'weekly',
    name: 'Echo Valley: first sentences',
    state: 'published',
    opens: -16,
    closes: -10,
    questions: [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    answered: 0.75,
    partly: 0.1,
  },
  {
    kind: 'weekly',
    name: 'Echo Valley: read it again',
    state: 'published',
    opens: -2,
    closes: 4,
    questions: [
      [0, 1],
      [1, 1],
    ],
    answered: 0.35,
    partly: 0.2,
    silentAnswer: true,
  },
  {
    kind: 'weekly',
    name: 'Echo Valley: new words',
    state: 'unpublished',
    opens: 7,
    closes: 13,
    extra: true,
    questions: [[0, 0], [2, 1], { word: [1, 0] }],
    answered: 0,
    partly: 0,
  },
  {
    kind: 'weekly',
    // Named by the loader as the weekly job names its quizzes: "Echo Valley · <its Monday>".
    name: 'Echo Valley',
    state: 'published',
    auto: true,
    questions: [
      [1, 0],
      [2, 1],
    ],
    answered: 0.4,
    partly: 0.15,
  },
  {
    kind: 'task',
    name: 'Read aloud',
    state: 'published',
    book: 0,
    questions: [
      [0, 0],
      [0, 1],
    ],
    answered: 0.5,
    partly: 0.1,
  },
  {
    kind: 'task',
    name: 'Read aloud',
    state: 'unpublished',
    book: 2,
    questions: [
      [2, 0],
      [2, 1],
    ],
    answered: 0,
    partly: 0,
  },
];

/**
 * The reader whose Echo Valley scores fall, in each class of `minimumClass` students or more: the
 * class's `place`-th student (1-based, in the class's list) answers every question of the class's
 * latest three published quizzes with a scored answer (by opening day, as the dashboard counts
 * them), the oldest read as written, the next with a word left out, the latest stopping halfway.
 * The engine scores those readings when the demo loads (about 100, 90 and 78), so the dashboard
 * lists the student as needing attention for falling Echo Valley scores.
 */
export const FALLING_READER: { place: number; minimumClass: number; readings: readonly EchoReading[] } = {
  place: 3,
  minimumClass: 6,
  readings: ['exact', 'omission', 'half'],
};

/** Each reading's voice: different speakers, speeds and pitches; the hesitant one slow. */
export interface EchoVoice {
  voice: string;
  /** Words per minute. */
  speed: number;
  /** 0–99. */
  pitch: number;
}

export const ECHO_VOICES: EchoVoice[] = [
  { voice: 'en-us', speed: 150, pitch: 60 },
  { voice: 'en-gb+f3', speed: 145, pitch: 75 },
  { voice: 'en-us+f2', speed: 145, pitch: 70 },
  { voice: 'en-gb-x-rp', speed: 140, pitch: 55 },
  { voice: 'en-us+m3', speed: 150, pitch: 70 },
  { voice: 'en-us+f3', speed: 150, pitch: 80 },
];
