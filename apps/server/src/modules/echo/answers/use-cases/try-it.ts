import { AppError } from '../../../../lib/app-error.js';
import type { AnswerDeps } from '../answers-deps.js';
import { acceptedRecording, type UploadedRecording } from '../recording-upload.js';
import { scoresOf } from '../spoken-scores.js';

/** "Try it": a teacher's reading of a question, scored at once on the worker pool; nothing is kept. */
export async function tryIt({ ctx }: AnswerDeps, upload: UploadedRecording, text: string) {
  const { audio } = acceptedRecording(upload);
  const outcome = await ctx.workers.scoreReading({ audio, text });
  if (outcome.status === 'refused') throw new AppError(outcome.code);
  if (outcome.status === 'failed') throw new AppError('speech.scoring_failed');
  return { ...scoresOf(outcome.value), heard: outcome.value.heard };
}
