import multipart from '@fastify/multipart';
import {
  idSchema,
  LEARNER_LEVEL_PATHS,
  LEVEL_PATHS,
  learnerLevelResponse,
  levelAnswerResponse,
  levelCheckBody,
  levelCheckResponse,
  levelChoiceBody,
  levelFinishResponse,
  levelOralFields,
  levelResultsResponse,
  levelSetBody,
  levelSetResponse,
  levelTestResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/success.js';
import { staffOf, studentOf } from '../../plugins/auth.js';
import { courseOf } from '../course/index.js';
import { RECORDING_UPLOAD_LIMITS, readRecording, recordingRoute, uploadField } from '../echo/index.js';
import type { LevelService } from './level.service.js';

const testParams = z.object({ testid: idSchema });
const courseParams = z.object({ courseid: idSchema });

/** Level tests and checks: the learner app takes them, teachers follow and adjust the levels. */
export function levelRoutes({ levels }: { levels: LevelService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: RECORDING_UPLOAD_LIMITS });
    const learnerTags = ['learner'];
    const tags = ['level'];

    app.get(
      LEARNER_LEVEL_PATHS.pending,
      {
        config: { access: 'student' },
        schema: {
          tags: learnerTags,
          summary:
            'The test waiting for the student, without its answers: the placement while it is pending (opened now if needed), else a level check',
          response: { 200: learnerLevelResponse },
        },
      },
      async (request) => success({ test: await levels.pending(studentOf(request)) }),
    );

    app.post(
      LEARNER_LEVEL_PATHS.answer,
      {
        ...recordingRoute('student'),
        schema: {
          tags: learnerTags,
          summary:
            'Answer an item: `{item, choice}` for a question, or multipart `item` and `audio` for a sentence read aloud (scored at once, not kept)',
          params: testParams,
          response: { 200: levelAnswerResponse },
        },
      },
      async (request) => {
        const student = studentOf(request);
        const { testid } = request.params;
        if (request.isMultipart()) {
          const upload = await readRecording(request);
          const item = uploadField(upload.fields, 'item', levelOralFields.shape.item);
          return success(await levels.answerOral(student, testid, item, upload));
        }
        const body = levelChoiceBody.safeParse(request.body);
        if (!body.success) {
          throw new AppError(
            'common.validation',
            body.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
          );
        }
        return success(await levels.answerChoice(student, testid, body.data.item, body.data.choice));
      },
    );

    app.post(
      LEARNER_LEVEL_PATHS.finish,
      {
        config: { access: 'student' },
        schema: {
          tags: learnerTags,
          summary: 'Finish the test: its score and the level computed (unanswered items count 0); again, the same',
          params: testParams,
          response: { 200: levelFinishResponse },
        },
      },
      async (request) => success(await levels.finish(studentOf(request), request.params.testid)),
    );

    app.get(
      LEVEL_PATHS.results,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: "The class's students: level, placement, the open test, the latest tests and the history of levels",
          params: courseParams,
          response: { 200: levelResultsResponse },
        },
      },
      async (request) => success({ record: await levels.results(courseOf(request)) }),
    );

    app.post(
      LEVEL_PATHS.check,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: 'Schedule a level check for students of the class; those with one open already are skipped',
          params: courseParams,
          body: levelCheckBody,
          response: { 200: levelCheckResponse },
        },
      },
      async (request) => success(await levels.scheduleCheck(staffOf(request), courseOf(request), request.body.stuids)),
    );

    app.post(
      LEVEL_PATHS.set,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: "Set a student's level; with `testid`, accepting or adjusting that test's computed level",
          params: z.object({ courseid: idSchema, stuid: idSchema }),
          body: levelSetBody,
          response: { 200: levelSetResponse },
        },
      },
      async (request) => {
        const { level, testid } = request.body;
        return success(await levels.setLevel(staffOf(request), courseOf(request), request.params.stuid, level, testid));
      },
    );

    app.get(
      LEVEL_PATHS.test,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: "A test of a class's student, item by item: the student's answers, the right choices, the marks",
          params: z.object({ courseid: idSchema, testid: idSchema }),
          response: { 200: levelTestResponse },
        },
      },
      async (request) => success(await levels.test(courseOf(request), request.params.testid)),
    );
  };
}
