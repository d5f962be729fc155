import { collectionColid, type LibraryKind, packageColid } from '@lms/shared';

/** A library by kind and id: what a colid ("p12", "c7") names. */
export interface LibraryRef {
  kind: LibraryKind;
  id: number;
}

export function libraryRefOf(row: { packageId: number | null; collectionId: number | null }): LibraryRef {
  return row.collectionId === null
    ? { kind: 'package', id: row.packageId! }
    : { kind: 'collection', id: row.collectionId };
}

export function colidOf(ref: LibraryRef): string {
  return ref.kind === 'package' ? packageColid(ref.id) : collectionColid(ref.id);
}
