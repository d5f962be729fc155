import multipart from '@fastify/multipart';
import {
  answerAcceptedResponse,
  ECHO_PATHS,
  echoProgressResponse,
  fileFormatQuery,
  idSchema,
  LEARNER_ECHO_PATHS,
  learnerAnswerResponse,
  learnerEchoListResponse,
  overrideBody,
  overrideResponse,
  textSchema,
  tryItFields,
  tryItResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { sendFile } from '../../../lib/file-reply.js';
import { sendJsonText, success } from '../../../lib/success.js';
import { staffOf, studentOf } from '../../../plugins/auth.js';
import { courseRevisionOf } from '../../course/index.js';
import type { EchoAnswerService } from './answers.service.js';
import { RECORDING_UPLOAD_LIMITS, readRecording, recordingRoute, uploadField } from './recording-upload.js';

/** The learner app's key of an upload, for retries. */
const requestKey = textSchema.trim().min(1).max(100);

const answerParams = z.object({ answerid: idSchema });
const quizParams = z.object({ courseid: idSchema, echoid: idSchema });
const languageQuery = fileFormatQuery.pick({ lang: true });

/** Echo Valley answers: the student app's quizzes and uploads, and the teacher's review of them. */
export function echoAnswerRoutes({ echoAnswers: answers }: { echoAnswers: EchoAnswerService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: RECORDING_UPLOAD_LIMITS,
    });
    const learnerTags = ['learner'];
    const tags = ['echo'];
    const recording = recordingRoute('staff');

    app.get(
      LEARNER_ECHO_PATHS.list,
      {
        config: { access: 'student' },
        schema: {
          tags: learnerTags,
          summary: "The published quizzes of the student's classes open today, with the questions answered",
          response: { 200: learnerEchoListResponse },
        },
      },
      async (request, reply) => sendJsonText(reply, await answers.learnerList(studentOf(request))),
    );

    app.post(
      LEARNER_ECHO_PATHS.answer,
      {
        ...recordingRoute('student'),
        schema: {
          tags: learnerTags,
          summary:
            'Answer a question with a recording (multipart `audio`, optional `key`): queued for scoring; a retried key answers the first upload',
          params: z.object({ echoid: idSchema, qid: idSchema }),
          response: { 202: answerAcceptedResponse },
        },
      },
      async (request, reply) => {
        const upload = await readRecording(request);
        const key = upload.fields.has('key') ? uploadField(upload.fields, 'key', requestKey) : null;
        const accepted = await answers.submit(
          studentOf(request),
          { quizId: request.params.echoid, questionId: request.params.qid },
          upload,
          key,
        );
        return reply.code(202).send(success(accepted));
      },
    );

    app.get(
      LEARNER_ECHO_PATHS.result,
      {
        config: { access: 'student' },
        schema: {
          tags: learnerTags,
          summary: "One of the student's own answers: its state, scores and marked words",
          params: answerParams,
          response: { 200: learnerAnswerResponse },
        },
      },
      async (request) => success(await answers.result(studentOf(request), request.params.answerid)),
    );

    app.get(
      ECHO_PATHS.progress,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: "A quiz's progress: per student submitted or not, the score, and each answer with its marked words",
          params: quizParams,
          response: { 200: echoProgressResponse },
        },
      },
      // The JSON text PostgreSQL assembled (already an EchoProgressResponse, so the untyped reply);
      // the schema above documents it and the tests check answers against it.
      async (request, reply) => {
        const body = await answers.progressBody(staffOf(request), courseRevisionOf(request), request.params.echoid);
        return sendJsonText(reply, body);
      },
    );

    app.get(
      ECHO_PATHS.voice,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'The recording of an answer as uploaded; a `Range` of bytes answers 206 with that part',
          params: answerParams,
        },
      },
      async (request, reply) => {
        let voice: Awaited<ReturnType<EchoAnswerService['voice']>>;
        try {
          voice = await answers.voice(staffOf(request), request.params.answerid, request.headers.range);
        } catch (error) {
          if (error instanceof AppError && error.code === 'common.range_not_satisfiable') {
            reply.header('content-range', `bytes */${(error.details as { size: number }).size}`);
          }
          throw error;
        }
        reply.header('content-type', voice.contentType).header('accept-ranges', 'bytes');
        if (voice.range) {
          const { start, end } = voice.range;
          return reply
            .code(206)
            .header('content-range', `bytes ${start}-${end}/${voice.size}`)
            .header('content-length', end - start + 1)
            .send(voice.body);
        }
        return reply.header('content-length', voice.size).send(voice.body);
      },
    );

    app.post(
      ECHO_PATHS.override,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "Set the teacher's score of an answer (0–100), or clear it with an empty score",
          params: answerParams,
          body: overrideBody,
          response: { 200: overrideResponse },
        },
      },
      async (request) => success(await answers.override(staffOf(request), request.params.answerid, request.body.score)),
    );

    app.post(
      ECHO_PATHS.rescore,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Score an answer again with the current engine: it is queued as at its upload',
          params: answerParams,
          response: { 200: answerAcceptedResponse },
        },
      },
      async (request) => success(await answers.rescore(staffOf(request), request.params.answerid)),
    );

    app.get(
      ECHO_PATHS.export,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: "A quiz's progress as XLSX: per student and question, the automatic and the teacher's scores",
          params: quizParams,
          querystring: languageQuery,
        },
      },
      async (request, reply) => {
        const course = courseRevisionOf(request);
        const file = await answers.exportProgress(staffOf(request), course, request.params.echoid, request.query.lang);
        return sendFile(reply, file, file.name);
      },
    );

    app.post(
      ECHO_PATHS.tryIt,
      {
        ...recording,
        config: { ...recording.config, course: 'read' },
        schema: {
          tags,
          summary: 'Try a question: a reading of it (multipart `audio` and `text`) scored at once; nothing is kept',
          params: z.object({ courseid: idSchema }),
          response: { 200: tryItResponse },
        },
      },
      async (request) => {
        const upload = await readRecording(request);
        const text = uploadField(upload.fields, 'text', tryItFields.shape.text);
        return success(await answers.tryIt(upload, text));
      },
    );
  };
}
