import {
  ASSIGNMENT_PATHS,
  assignmentListResponse,
  assignmentProgressResponse,
  checkAssignmentBody,
  idParam,
  okBody,
  setAssignmentBody,
  setAssignmentResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { staffOf } from '../../plugins/auth.js';
import { createAssignmentService } from './assignment.service.js';

export function assignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const assignments = createAssignmentService(ctx);

  return async (app) => {
    const tags = ['assignment'];
    const courseParams = z.object({ courseid: idParam });
    const assignmentParams = z.object({ courseid: idParam, aid: idParam });

    app.post(
      ASSIGNMENT_PATHS.set,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Create an assignment, or update one (with aid) that has not started',
          params: courseParams,
          body: setAssignmentBody,
          response: { 200: setAssignmentResponse },
        },
      },
      async (request) => ({
        status: 'success' as const,
        aid: await assignments.set(staffOf(request), request.params.courseid, request.body),
      }),
    );

    app.get(
      ASSIGNMENT_PATHS.list,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "A class's assignments with assigned and completed counts and status",
          params: courseParams,
          response: { 200: assignmentListResponse },
        },
      },
      async (request) => ({
        status: 'success' as const,
        record: await assignments.list(staffOf(request), request.params.courseid),
      }),
    );

    app.get(
      ASSIGNMENT_PATHS.progress,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Per student: complete, incomplete or missed, checked, time spent and per-material progress',
          params: assignmentParams,
          response: { 200: assignmentProgressResponse },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await assignments.progress(staffOf(request), request.params.courseid, request.params.aid)),
      }),
    );

    app.post(
      ASSIGNMENT_PATHS.check,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "Mark students' work checked or unchecked",
          params: assignmentParams,
          body: checkAssignmentBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const { courseid, aid } = request.params;
        await assignments.check(staffOf(request), courseid, aid, request.body.stuids, request.body.checked);
        return { status: 'success' as const };
      },
    );

    app.post(
      ASSIGNMENT_PATHS.delete,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Delete an assignment that has not started',
          params: assignmentParams,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await assignments.remove(staffOf(request), request.params.courseid, request.params.aid);
        return { status: 'success' as const };
      },
    );
  };
}
