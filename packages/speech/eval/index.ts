export { type DecodedClip, decodeClips, type EvalFigures, evaluate } from './evaluate.js';
export { clipAudio, type EvalClip, loadEvalSet } from './labels.js';
