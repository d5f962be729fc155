export { type DecodedClip, DIFFERENT_SENTENCE_CEILING, decodeClips, type EvalFigures, evaluate } from './evaluate.js';
export { clipAudio, type EvalClip, loadEvalSet } from './labels.js';
