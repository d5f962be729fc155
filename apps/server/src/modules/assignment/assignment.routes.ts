import {
  ASSIGNMENT_PATHS,
  assignmentListResponse,
  assignmentProgressResponse,
  autoAssignBody,
  autoAssignResponse,
  checkAssignmentBody,
  fileFormatQuery,
  idSchema,
  okBody,
  setAssignmentBody,
  setAssignmentResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../lib/file-reply.js';
import { sendJsonText, success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf, courseRevisionOf } from '../course/index.js';
import type { AssignmentService } from './assignment.service.js';
import type { AssignmentFilesService } from './assignment-files.service.js';
import type { AutoAssignmentService } from './auto-assignment.service.js';

export function assignmentRoutes({
  assignments,
  assignmentFiles: files,
  autoAssignments: autoAssignment,
}: {
  assignments: AssignmentService;
  assignmentFiles: AssignmentFilesService;
  autoAssignments: AutoAssignmentService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['assignment'];
    const courseParams = z.object({ courseid: idSchema });
    const assignmentParams = z.object({ courseid: idSchema, aid: idSchema });

    app.post(
      ASSIGNMENT_PATHS.set,
      {
        config: { access: 'staff', course: 'change', idempotent: true },
        schema: {
          tags,
          summary: 'Create an assignment; with open_materials, open its closed materials to the class too',
          params: courseParams,
          body: setAssignmentBody,
          response: { 200: setAssignmentResponse },
        },
      },
      async (request) => success(await assignments.set(staffOf(request), courseOf(request), request.body)),
    );

    app.post(
      ASSIGNMENT_PATHS.edit,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary:
            'Change an assignment: anything before it starts; afterwards its name, end date (today or later) and more students',
          params: assignmentParams,
          body: setAssignmentBody,
          response: { 200: setAssignmentResponse },
        },
      },
      async (request) => {
        return success(await assignments.edit(courseOf(request), request.params.aid, request.body));
      },
    );

    app.get(
      ASSIGNMENT_PATHS.list,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary:
            "A class's assignments with assigned and completed counts and status, and its auto-assignment switch",
          params: courseParams,
          response: { 200: assignmentListResponse },
        },
      },
      async (request) => success(await assignments.list(courseOf(request))),
    );

    app.post(
      ASSIGNMENT_PATHS.auto,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: "Turn the class's weekly auto-assignment on or off",
          params: courseParams,
          body: autoAssignBody,
          response: { 200: autoAssignResponse },
        },
      },
      async (request) =>
        success({
          auto_assign: await autoAssignment.setEnabled(courseOf(request), request.body.enabled),
        }),
    );

    app.get(
      ASSIGNMENT_PATHS.progress,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: 'Per student: complete, incomplete or missed, checked, time spent and per-material progress',
          params: assignmentParams,
          response: { 200: assignmentProgressResponse },
        },
      },
      // Sent as the JSON text assembled from the database's (already an AssignmentProgressResponse,
      // so the untyped reply); the schema above documents it and the tests check answers against it.
      async (request, reply) => {
        const body = await assignments.progressBody(staffOf(request), courseRevisionOf(request), request.params.aid);
        return sendJsonText(reply, body);
      },
    );

    app.get(
      ASSIGNMENT_PATHS.progressExport,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: 'The check page as XLSX or CSV, in the language asked for or the caller’s',
          params: assignmentParams,
          querystring: fileFormatQuery,
        },
      },
      async (request, reply) => {
        const { format, lang } = request.query;
        const course = courseRevisionOf(request);
        const file = await files.progressExport(staffOf(request), course, request.params.aid, format, lang);
        return sendFile(reply, file, file.name);
      },
    );

    app.post(
      ASSIGNMENT_PATHS.check,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: "Mark students' work checked or unchecked",
          params: assignmentParams,
          body: checkAssignmentBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await assignments.check(courseOf(request), request.params.aid, request.body.stuids, request.body.checked);
        return success();
      },
    );

    app.post(
      ASSIGNMENT_PATHS.delete,
      {
        config: { access: 'staff', course: 'change' },
        schema: {
          tags,
          summary: 'Delete an assignment that has not started',
          params: assignmentParams,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await assignments.remove(courseOf(request), request.params.aid);
        return success();
      },
    );
  };
}
