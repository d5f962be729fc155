import {
  avatarBody,
  LEARNER_PATHS,
  learnerAssignmentsResponse,
  learnerLibraryResponse,
  learnerLoginBody,
  learnerLoginResponse,
  learnerStudentResponse,
  learningEventBody,
  learningEventResponse,
  okBody,
  pictureResetBody,
  pictureSetBody,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { studentOf } from '../../plugins/auth.js';
import { FLOOD_GUARD } from '../../plugins/rate-limit.js';
import type { LearnerAuthService } from './learner-auth.service.js';
import type { LearningService } from './learning.service.js';

/** The student app's API: sign-in, picture password, opened materials and learning events. */
export function learnerRoutes({
  learnerAuth: auth,
  learning,
}: {
  learnerAuth: LearnerAuthService;
  learning: LearningService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['learner'];

    app.post(
      LEARNER_PATHS.login,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Student sign-in with the school code and either account and password or the login number',
          body: learnerLoginBody,
          response: { 200: learnerLoginResponse },
        },
      },
      async (request) => success(await auth.login(request.body, request.ip)),
    );

    app.post(
      LEARNER_PATHS.pictureSet,
      {
        config: { access: 'student' },
        schema: { tags, summary: 'Choose the two secret pictures', body: pictureSetBody, response: { 200: okBody } },
      },
      async (request) => {
        await auth.setPictures(studentOf(request), request.body.pictures);
        return success();
      },
    );

    app.post(
      LEARNER_PATHS.avatar,
      {
        config: { access: 'student' },
        schema: {
          tags,
          summary: 'Choose my avatar (user01 to user10)',
          body: avatarBody,
          response: { 200: learnerStudentResponse },
        },
      },
      async (request) => success({ student: await auth.setAvatar(studentOf(request), request.body.avatar) }),
    );

    app.post(
      LEARNER_PATHS.pictureReset,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: 'Set a new text password by choosing the two secret pictures',
          body: pictureResetBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body, request.ip);
        return success();
      },
    );

    app.get(
      LEARNER_PATHS.library,
      {
        config: { access: 'student' },
        schema: {
          tags,
          summary: "Materials opened for the student in their classes' libraries",
          response: { 200: learnerLibraryResponse },
        },
      },
      async (request) => success({ record: await learning.library(studentOf(request)) }),
    );

    app.get(
      LEARNER_PATHS.assignments,
      {
        config: { access: 'student' },
        schema: {
          tags,
          summary: "The student's assignments with their status and the student's own state",
          response: { 200: learnerAssignmentsResponse },
        },
      },
      async (request) => success({ record: await learning.assignments(studentOf(request)) }),
    );

    app.post(
      LEARNER_PATHS.events,
      {
        config: { access: 'student' },
        schema: {
          tags,
          summary: 'Report reading, listening or watching; a retried key is counted once',
          body: learningEventBody,
          response: { 200: learningEventResponse },
        },
      },
      async (request) => success(await learning.record(studentOf(request), request.body)),
    );
  };
}
