import type { BookMaterialResponse, VideoMaterialResponse } from '@lms/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

export type ResourceQueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey>;

/**
 * Where a preview loads a resource's lesson content from: a class library previews through
 * the class (what its students see), My Library through the school's packages.
 */
export interface MaterialSource {
  book(resourceid: number): ResourceQueryOptions<BookMaterialResponse>;
  video(resourceid: number): ResourceQueryOptions<VideoMaterialResponse>;
}
