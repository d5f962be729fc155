// Echo Valley: spoken quizzes of a class, the students' recorded answers, their scoring and review.

// ── Answers and scoring ──
export { echoAnswerRoutes } from './answers/answers.routes.js';
export {
  createEchoAnswerService,
  type EchoAnswerService,
  type ScoringOutcome,
  type ScoringQueue,
} from './answers/answers.service.js';
