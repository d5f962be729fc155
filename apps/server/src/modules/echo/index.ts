// Echo Valley: spoken quizzes of a class (weekly oral quizzes and speaking tasks), the students' recorded
// answers, their scoring and review.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { echoAnswerRoutes } from './answers/answers.routes.js';
import { echoAuthoringRoutes } from './authoring/echo-authoring.routes.js';

export { echoAnswerHistory } from './answers/answers.history.js';
export { type AnswerKey, latestAnswerChangeOf } from './answers/answers.repository.js';
// Answers and scoring.
export {
  createEchoAnswerService,
  type EchoAnswerService,
  type ScoringOutcome,
  type ScoringQueue,
} from './answers/answers.service.js';
// Recordings sent by students: read from a multipart upload and told to be audio by their bytes.
export {
  acceptedRecording,
  RECORDING_UPLOAD_LIMITS,
  readRecording,
  recordingRoute,
  type UploadedRecording,
  uploadField,
} from './answers/recording-upload.js';
export { scoresOf } from './answers/spoken-scores.js';
// Authoring: teachers make, change, publish and delete quizzes; the weekly auto-assigned ones.
export { createEchoAuthoringService, type EchoAuthoringService } from './authoring/echo-authoring.service.js';
export { ECHO_RUN } from './authoring/echo-week.js';
export { type AutoEchoRun, createEchoWeeklyService, type EchoWeeklyService } from './authoring/echo-weekly.service.js';
export { ECHO_AUDIT_NAMES } from './echo.audit-names.js';

export { echoAnswers, echoQuizzes } from './echo.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['account', 'audit', 'catalogue', 'course', 'library', 'policy', 'school', 'session'],
  routes: [echoAuthoringRoutes, echoAnswerRoutes],
} satisfies ModuleManifest;
