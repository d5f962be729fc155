import {
  bookMaterialResponse,
  COLLECTION_PATHS,
  collectionBody,
  collectionDeletedResponse,
  collectionDetailResponse,
  collectionListQuery,
  collectionListResponse,
  collectionSavedResponse,
  duplicateCollectionBody,
  idSchema,
  packageResourcesResponse,
  packagesResponse,
  resourceQuery,
  videoMaterialResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { CollectionService } from './collection.service.js';

/**
 * My Library. Every route is for signed-in staff and the service admits teachers only
 * (administrators get common.forbidden), as the header shows My Library to teachers only.
 */
export function collectionRoutes({ collections }: { collections: CollectionService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['collection'];
    const config = { access: 'staff' } as const;
    const cidParams = z.object({ cid: idSchema });

    app.get(
      COLLECTION_PATHS.list,
      {
        config,
        schema: {
          tags,
          summary: 'One page of my collections, searched and sorted (newest first unless asked)',
          querystring: collectionListQuery,
          response: { 200: collectionListResponse },
        },
      },
      async (request) => success(await collections.list(staffOf(request), request.query)),
    );

    app.get(
      COLLECTION_PATHS.packages,
      {
        config,
        schema: { tags, summary: 'Content packages my school subscribes to', response: { 200: packagesResponse } },
      },
      async (request) => success({ record: await collections.packages(staffOf(request)) }),
    );

    app.get(
      COLLECTION_PATHS.packageResources,
      {
        config,
        schema: {
          tags,
          summary: "A package's resources, filtered and sorted like the class library search",
          params: z.object({ pkgid: idSchema }),
          querystring: resourceQuery,
          response: { 200: packageResourcesResponse },
        },
      },
      async (request) =>
        success(await collections.packageResources(staffOf(request), request.params.pkgid, request.query)),
    );

    app.post(
      COLLECTION_PATHS.create,
      {
        config: { ...config, idempotent: true },
        schema: {
          tags,
          summary: 'Create a collection from one package, materials in order',
          body: collectionBody,
          response: { 200: collectionSavedResponse },
        },
      },
      async (request) => success({ cid: await collections.create(staffOf(request), request.body) }),
    );

    app.get(
      COLLECTION_PATHS.detail,
      {
        config,
        schema: {
          tags,
          summary: 'One of my collections with its materials in sequence',
          params: cidParams,
          response: { 200: collectionDetailResponse },
        },
      },
      async (request) => success(await collections.detail(staffOf(request), request.params.cid)),
    );

    app.post(
      COLLECTION_PATHS.edit,
      {
        config,
        schema: {
          tags,
          summary: 'Save a collection: name, description, package, applicable course and materials in order',
          params: cidParams,
          body: collectionBody,
          response: { 200: collectionSavedResponse },
        },
      },
      async (request) => success({ cid: await collections.edit(staffOf(request), request.params.cid, request.body) }),
    );

    app.post(
      COLLECTION_PATHS.remove,
      {
        config,
        schema: {
          tags,
          summary: 'Delete a collection; classes using it switch to its package',
          params: cidParams,
          response: { 200: collectionDeletedResponse },
        },
      },
      async (request) => success({ detached: await collections.remove(staffOf(request), request.params.cid) }),
    );

    app.post(
      COLLECTION_PATHS.duplicate,
      {
        config,
        schema: {
          tags,
          summary: 'Copy a collection, under a new name when one is given',
          params: cidParams,
          body: duplicateCollectionBody,
          response: { 200: collectionSavedResponse },
        },
      },
      async (request) =>
        success({ cid: await collections.duplicate(staffOf(request), request.params.cid, request.body.name) }),
    );

    const resourceParams = z.object({ resourceid: idSchema });

    app.get(
      COLLECTION_PATHS.bookMaterial,
      {
        config,
        schema: {
          tags,
          summary: "Preview a picture book of my school's packages, page by page",
          params: resourceParams,
          response: { 200: bookMaterialResponse },
        },
      },
      async (request) => success(await collections.bookMaterial(staffOf(request), request.params.resourceid)),
    );

    app.get(
      COLLECTION_PATHS.videoMaterial,
      {
        config,
        schema: {
          tags,
          summary: "Preview a video of my school's packages with its subtitles",
          params: resourceParams,
          response: { 200: videoMaterialResponse },
        },
      },
      async (request) => success(await collections.videoMaterial(staffOf(request), request.params.resourceid)),
    );
  };
}
