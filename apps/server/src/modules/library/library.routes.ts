import {
  bookMaterialResponse,
  colidParam,
  courseDetailResponse,
  idSchema,
  LIBRARY_PATHS,
  librariesResponse,
  OPEN_FLAGS,
  openResourceListBody,
  openResourceResponse,
  pageQuery,
  resourceQuery,
  setLibraryBody,
  videoMaterialResponse,
} from '@lms/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText, success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf, courseRevisionOf } from '../course/index.js';
import type { LibraryService } from './library.service.js';

/**
 * The class library (SPEC §7): the class's teacher, or an administrator of its school; writes
 * on an expired class answer course.expired.
 */
/**
 * A library answer lists up to hundreds of resources, each shaped by a typed presenter; checking
 * every one against the schema again on the way out cost more than the queries, so these answers
 * are written as they are (the schema still documents them).
 */
function asPresented(reply: FastifyReply): void {
  // A serializer of the route's own leaves the type unsaid: it is said here.
  reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
}

export function libraryRoutes({ libraries: library }: { libraries: LibraryService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['library'];
    const config = { access: 'staff' } as const;
    const read = { ...config, course: 'read' } as const;
    const change = { ...config, course: 'change' } as const;
    const course = z.object({ courseid: idSchema });
    const resource = course.extend({ colid: colidParam, resourceid: idSchema });

    app.get(
      LIBRARY_PATHS.detail,
      {
        config: read,
        schema: {
          tags,
          summary: "A class's library: its resources in order with their open state, and a summary",
          params: course,
          response: { 200: courseDetailResponse },
        },
      },
      // Sent as the JSON text the service keeps (already a CourseDetailResponse, so the untyped
      // reply); the schema above documents it and the library tests check answers against it.
      async (request, reply) => {
        const body = await library.detailBody(staffOf(request), courseRevisionOf(request));
        return sendJsonText(reply, body);
      },
    );

    app.post(
      LIBRARY_PATHS.search,
      {
        config: read,
        schema: {
          tags,
          summary: "A class's library filtered and sorted (the summary still covers the whole library)",
          params: course,
          body: resourceQuery.optional(),
          response: { 200: courseDetailResponse },
        },
      },
      async (request, reply) => {
        asPresented(reply);
        return success(await library.search(courseOf(request), request.body ?? {}));
      },
    );

    app.get(
      LIBRARY_PATHS.openResource,
      {
        config: { ...change, changes: true },
        schema: {
          tags,
          summary: "Open (flag true) or close (false) one resource of the class's library for its students",
          params: resource.extend({ flag: z.enum(OPEN_FLAGS) }),
          response: { 200: openResourceResponse },
        },
      },
      async (request) => {
        const { colid, resourceid, flag } = request.params;
        return success(await library.setOpen(courseOf(request), colid, [resourceid], flag === 'true'));
      },
    );

    app.post(
      LIBRARY_PATHS.openResourceList,
      {
        config: change,
        schema: {
          tags,
          summary: 'Open or close several resources at once; one id outside the library refuses them all',
          params: course.extend({ colid: colidParam, flag: z.enum(OPEN_FLAGS) }),
          body: openResourceListBody,
          response: { 200: openResourceResponse },
        },
      },
      async (request) => {
        const { colid, flag } = request.params;
        return success(await library.setOpen(courseOf(request), colid, request.body.resourceids, flag === 'true'));
      },
    );

    app.get(
      LIBRARY_PATHS.videoMaterial,
      {
        config: read,
        schema: {
          tags,
          summary: "A video of the class's library: file, length, subtitle track and sentences",
          params: resource,
          response: { 200: videoMaterialResponse },
        },
      },
      async (request) => {
        const { colid, resourceid } = request.params;
        return success(await library.videoMaterial(courseOf(request), colid, resourceid));
      },
    );

    app.get(
      LIBRARY_PATHS.bookMaterial,
      {
        config: read,
        schema: {
          tags,
          summary: "A picture book of the class's library, page by page with illustrations and sentences",
          params: resource,
          response: { 200: bookMaterialResponse },
        },
      },
      async (request) => {
        const { colid, resourceid } = request.params;
        return success(await library.bookMaterial(courseOf(request), colid, resourceid));
      },
    );

    app.get(
      LIBRARY_PATHS.libraries,
      {
        config: read,
        schema: {
          tags,
          summary:
            'One page of the libraries a class may switch to: subscribed packages, then its teacher’s collections',
          params: course,
          querystring: pageQuery,
          response: { 200: librariesResponse },
        },
      },
      async (request) => success(await library.libraries(courseOf(request), request.query)),
    );

    app.post(
      LIBRARY_PATHS.setLibrary,
      {
        config: change,
        schema: {
          tags,
          summary: 'Switch the class to another library; resources in both keep their open state',
          params: course,
          body: setLibraryBody,
          response: { 200: courseDetailResponse },
        },
      },
      async (request, reply) => {
        asPresented(reply);
        return success(await library.setLibrary(courseOf(request), request.body.colid));
      },
    );
  };
}
