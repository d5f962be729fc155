import type { CollectionSummary } from '@lms/shared';

type Named = Pick<CollectionSummary, 'pkgid' | 'name' | 'cid'>;

export const CREATE_COLLECTION_PATH = '/collection/create/';

/** The name is only there to be read; a name of dots alone would be taken as "this folder" or "up one". */
function nameSegment(name: string): string {
  return /^\.*$/.test(name) ? '-' : encodeURIComponent(name);
}

/** SPEC §2 /collection/{pid}/{cname}/{cid} */
export function collectionPath(collection: Named): string {
  return `/collection/${collection.pkgid}/${nameSegment(collection.name)}/${collection.cid}`;
}

/** SPEC §2 /collection/edit/{pid}/{cname}/{cid}/ */
export function collectionEditPath(collection: Named): string {
  return `/collection/edit/${collection.pkgid}/${nameSegment(collection.name)}/${collection.cid}/`;
}

/** A route's id parameter, when it is one (a positive whole number). */
export function idFrom(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  return Number(segment);
}

/** Whether the address already names the collection as the server does; only the id has to be right. */
export function isCanonical(params: { pid?: string; cname?: string }, collection: Named): boolean {
  return (
    params.pid === String(collection.pkgid) && encodeURIComponent(params.cname ?? '') === nameSegment(collection.name)
  );
}
