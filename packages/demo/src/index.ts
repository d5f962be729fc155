import { contentPackages, contentPaths, writeLibraryContent } from './content/index.js';
import { ASSIGNMENT_PLAN, ATTENTION_PLAN, DEMO_PARENT } from './school/activity.js';
import {
  ECHO_BOOKS,
  ECHO_QUIZ_PLAN,
  ECHO_READINGS,
  ECHO_SENTENCES,
  FALLING_READER,
  RECORDING_TYPE,
  readRecording,
  recordingDurations,
  recordingFile,
  SILENT_RECORDING,
} from './school/echo.js';
import { LEVEL_HISTORY_PLAN } from './school/levels.js';
import { CLASS_LIBRARIES, COLLECTIONS, SUBSCRIPTIONS } from './school/libraries.js';
import { demoNames } from './school/names.js';
import {
  DEMO_INTERNAL_STAFF,
  DEMO_PASSWORD,
  DEMO_PICTURES,
  DEMO_SCHOOL,
  DEMO_SIGN_INS,
  OTHER_SCHOOL,
} from './school/schools.js';

/**
 * The demo, handed to the server when it prepares an empty database: two schools with their
 * staff, classes and students, the content library (its catalogue, and the files written into
 * the content folder), libraries and collections, and the past work of the last weeks.
 */
export const demo = {
  password: DEMO_PASSWORD,
  pictures: DEMO_PICTURES,
  signIns: DEMO_SIGN_INS,
  internalStaff: DEMO_INTERNAL_STAFF,
  schools: [DEMO_SCHOOL, OTHER_SCHOOL],
  names: demoNames,
  catalogue: contentPackages.map((pkg) => ({
    ...pkg,
    resources: pkg.resources.map((resource) => ({ ...resource, files: contentPaths(resource) })),
  })),
  writeContent: writeLibraryContent,
  libraries: { subscriptions: SUBSCRIPTIONS, collections: COLLECTIONS, classes: CLASS_LIBRARIES },
  activity: { assignments: ASSIGNMENT_PLAN, parent: DEMO_PARENT, attention: ATTENTION_PLAN },
  echo: {
    books: ECHO_BOOKS,
    sentences: ECHO_SENTENCES,
    readings: ECHO_READINGS,
    quizzes: ECHO_QUIZ_PLAN,
    fallingReader: FALLING_READER,
    recordingFile,
    silentRecording: SILENT_RECORDING,
    recordingType: RECORDING_TYPE,
    readRecording,
    recordingDurations,
  },
  levels: LEVEL_HISTORY_PLAN,
};

export type Demo = typeof demo;
/** How long a page and a sentence of a book at each level may be: the level tests' texts keep to them too. */
export { countWords, LEVEL_TEXT_LIMITS } from './content/levels.js';
export type { EchoQuizPlan, EchoReading, RecordedSentence } from './school/echo.js';
export { halfOf } from './school/echo.js';
export type { DemoName } from './school/names.js';
