import {
  addStudentBody,
  addStudentResponse,
  idSchema,
  listBriefResponse,
  modifyStudentBody,
  modifyStudentResponse,
  okBody,
  ROSTER_PATHS,
  redoPlacementBody,
  reprintCardsBody,
  reprintCardsResponse,
  rosterListResponse,
  studentCandidatesResponse,
  studentsChangedResponse,
  textSchema,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText, success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf, courseRevisionOf } from '../course/index.js';
import type { AdmissionService } from './admission/admission.service.js';
import type { StudentChangesService } from './edits/student-changes.service.js';
import type { CardReprintService } from './login-cards/card-reprint.service.js';
import type { RosterService } from './roster.service.js';
import { type RosterFileServices, rosterFileRoutes } from './roster-files.routes.js';

const courseParams = z.object({ courseid: idSchema });
const studentParams = z.object({ courseid: idSchema, stuid: idSchema });

/** The roster calls of SPEC §7: reading a class's students and changing them. */
export function rosterRoutes(
  services: RosterFileServices & {
    roster: RosterService;
    admissions: AdmissionService;
    studentChanges: StudentChangesService;
    cardReprints: CardReprintService;
  },
): FastifyPluginAsyncZod {
  const { roster, admissions: admission, studentChanges: changes, cardReprints: reprints } = services;
  return async (app) => {
    const tags = ['roster'];
    const config = { access: 'staff' } as const;
    const read = { ...config, course: 'read' } as const;
    const change = { ...config, course: 'change' } as const;
    await app.register(rosterFileRoutes(services));

    app.get(
      ROSTER_PATHS.list,
      {
        config: read,
        schema: {
          tags,
          summary: "A class's students with seats and the institution's quota",
          params: courseParams,
          response: { 200: rosterListResponse },
        },
      },
      // Sent as the JSON text the database assembled (already a RosterListResponse, so the
      // untyped reply); the schema above documents it and the roster tests check every answer
      // against it.
      async (request, reply) => {
        const body = await roster.listBody(staffOf(request), courseRevisionOf(request));
        return sendJsonText(reply, body);
      },
    );

    app.get(
      ROSTER_PATHS.search,
      {
        config: read,
        schema: {
          tags,
          summary: "The institution's students by name, account or pin, marked whether already in the class",
          params: courseParams.extend({ term: textSchema.max(100) }),
          response: { 200: studentCandidatesResponse },
        },
      },
      async (request) => success({ record: await roster.search(courseOf(request), request.params.term) }),
    );

    app.get(
      ROSTER_PATHS.listBrief,
      {
        config: read,
        schema: {
          tags,
          summary: "A class's students, id and name only, for pickers",
          params: courseParams,
          response: { 200: listBriefResponse },
        },
      },
      async (request) => success({ record: await roster.listBrief(courseOf(request)) }),
    );

    app.get(
      ROSTER_PATHS.copyList,
      {
        config: { ...config, course: { fromcourseid: 'read', tocourseid: 'read' } },
        schema: {
          tags,
          summary: 'The students of another class, marked whether already in the target class',
          params: z.object({ fromcourseid: idSchema, tocourseid: idSchema }),
          response: { 200: studentCandidatesResponse },
        },
      },
      async (request) =>
        success({
          record: await roster.copyList(courseOf(request, 'fromcourseid'), courseOf(request, 'tocourseid')),
        }),
    );

    app.post(
      ROSTER_PATHS.addUser,
      {
        config: { ...change, idempotent: true },
        schema: {
          tags,
          summary: 'Add one new student, or existing students of the institution (`stuids`), to a class',
          params: courseParams,
          body: addStudentBody,
          response: { 200: addStudentResponse },
        },
      },
      async (request) => success(await admission.add(staffOf(request), courseOf(request), request.body)),
    );

    app.post(
      ROSTER_PATHS.modify,
      {
        config: change,
        schema: {
          tags,
          summary: "Edit a student's profile, set a new password, activate or deactivate",
          params: studentParams,
          body: modifyStudentBody,
          response: { 200: modifyStudentResponse },
        },
      },
      async (request) =>
        success(await changes.modify(staffOf(request), courseOf(request), request.params.stuid, request.body)),
    );

    // A GET that changes data, as the spec has it; only the bearer header authorises it,
    // so another site cannot trigger it with a link or an image.
    app.get(
      ROSTER_PATHS.remove,
      {
        config: { ...change, changes: true },
        schema: {
          tags,
          summary: 'Remove a student from a class (their learning history stays)',
          params: studentParams,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await changes.remove(staffOf(request), courseOf(request), request.params.stuid);
        return success();
      },
    );

    app.post(
      ROSTER_PATHS.resetPicturePassword,
      {
        config,
        schema: {
          tags,
          summary: "Clear a student's picture password; they choose two new pictures at the next sign-in",
          params: z.object({ stuid: idSchema }),
          response: { 200: studentsChangedResponse },
        },
      },
      async (request) =>
        success({ updated: await changes.resetPicturePassword(staffOf(request), [request.params.stuid]) }),
    );

    app.post(
      ROSTER_PATHS.redoPlacement,
      {
        config,
        schema: {
          tags,
          summary: 'Send students back to level placement (placement pending)',
          body: redoPlacementBody,
          response: { 200: studentsChangedResponse },
        },
      },
      async (request) => success({ updated: await changes.redoPlacement(staffOf(request), request.body.stuids) }),
    );

    app.post(
      ROSTER_PATHS.reprintCards,
      {
        // A repeat after a lost answer gets the same cards instead of setting new passwords again.
        config: { ...change, idempotent: true },
        schema: {
          tags,
          summary:
            'Login cards again for students of a class: new passwords for password students, login numbers unchanged',
          params: courseParams,
          body: reprintCardsBody,
          response: { 200: reprintCardsResponse },
        },
      },
      async (request) => success(await reprints.reprint(staffOf(request), courseOf(request), request.body.stuids)),
    );
  };
}
