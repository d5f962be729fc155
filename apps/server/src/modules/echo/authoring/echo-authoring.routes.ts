import {
  autoEchoBody,
  autoEchoResponse,
  ECHO_PATHS,
  echoCreatedResponse,
  echoDetailResponse,
  echoListResponse,
  echoQuizBody,
  echoSentencesResponse,
  echoWarningsBody,
  echoWarningsResponse,
  idSchema,
  okBody,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText, success } from '../../../lib/success.js';
import { staffOf } from '../../../plugins/auth.js';
import { courseOf, courseRevisionOf } from '../../course/index.js';
import type { EchoAuthoringService } from './echo-authoring.service.js';

/** The teacher's side of Echo Valley: a class's spoken quizzes and its auto-assigned oral quizzes. */
export function echoAuthoringRoutes({
  echoAuthoring: echo,
}: {
  echoAuthoring: EchoAuthoringService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['echo'];
    const courseParams = z.object({ courseid: idSchema });
    const quizParams = z.object({ courseid: idSchema, echoid: idSchema });

    app.get(
      ECHO_PATHS.list,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary:
            "A class's oral quizzes and speaking tasks, newest first, with counts and the average score; its auto-assignment switch and rewards",
          params: courseParams,
          response: { 200: echoListResponse },
        },
      },
      // Sent as the JSON text kept for the class (already an EchoListResponse, so the untyped
      // reply); the schema above documents it and the tests check answers against it.
      async (request, reply) => sendJsonText(reply, await echo.listBody(courseOf(request), courseRevisionOf(request))),
    );

    app.get(
      ECHO_PATHS.detail,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: 'One quiz and its questions in order, for the editor',
          params: quizParams,
          response: { 200: echoDetailResponse },
        },
      },
      async (request) => success(await echo.detail(courseOf(request), request.params.echoid)),
    );

    app.get(
      ECHO_PATHS.sentences,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary:
            'A material of the class library: its sentences in reading order, with the words the engine cannot score well',
          params: z.object({ courseid: idSchema, resourceid: idSchema }),
          response: { 200: echoSentencesResponse },
        },
      },
      async (request) => success({ record: await echo.sentences(courseOf(request), request.params.resourceid) }),
    );

    app.post(
      ECHO_PATHS.warnings,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: 'The words of texts the teacher typed that the engine cannot score well, with why (changes nothing)',
          params: courseParams,
          body: echoWarningsBody,
          response: { 200: echoWarningsResponse },
        },
      },
      async (request) => success({ record: await echo.warnings(request.body.texts) }),
    );

    app.post(
      ECHO_PATHS.create,
      {
        config: { access: 'staff', course: 'change', idempotent: true },
        schema: {
          tags,
          summary:
            'Save a new unpublished weekly quiz (with dates) or speaking task (of one material) and its questions',
          params: courseParams,
          body: echoQuizBody,
          response: { 200: echoCreatedResponse },
        },
      },
      async (request) => success(await echo.create(staffOf(request), courseOf(request), request.body)),
    );

    app.post(
      ECHO_PATHS.edit,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: 'Change an unpublished quiz: its name, dates, material and questions (not its kind)',
          params: quizParams,
          body: echoQuizBody,
          response: { 200: echoCreatedResponse },
        },
      },
      async (request) => success(await echo.edit(courseOf(request), request.params.echoid, request.body)),
    );

    app.post(
      ECHO_PATHS.publish,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: 'Publish an unpublished quiz; afterwards it can be neither changed nor deleted',
          params: quizParams,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await echo.publish(staffOf(request), courseOf(request), request.params.echoid);
        return success();
      },
    );

    app.post(
      ECHO_PATHS.delete,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: 'Delete an unpublished quiz',
          params: quizParams,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await echo.remove(staffOf(request), courseOf(request), request.params.echoid);
        return success();
      },
    );

    app.post(
      ECHO_PATHS.auto,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: "Switch the class's weekly auto-assigned oral quizzes on or off and set its Echo Valley rewards",
          params: courseParams,
          body: autoEchoBody,
          response: { 200: autoEchoResponse },
        },
      },
      async (request) => success(await echo.setAuto(courseOf(request), request.body)),
    );
  };
}
