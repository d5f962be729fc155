import type { ApplicableCourse, CollectionBody, CollectionDetailResponse, ResourceSummary } from '@lms/shared';

/** A collection as the editor holds it, before it is saved. */
export interface CollectionDraft {
  pkgid: number | null;
  name: string;
  description: string;
  applicable_course: ApplicableCourse;
  /** In the collection's order. */
  materials: ResourceSummary[];
}

export function newDraft(pkgid: number | null): CollectionDraft {
  return { pkgid, name: '', description: '', applicable_course: 'all', materials: [] };
}

export function draftOf({ collection, record }: CollectionDetailResponse): CollectionDraft {
  return {
    pkgid: collection.pkgid,
    name: collection.name,
    description: collection.description,
    applicable_course: collection.applicable_course,
    materials: [...record].sort((a, b) => a.sequence - b.sequence),
  };
}

export const idsOf = (draft: CollectionDraft) => draft.materials.map((material) => material.resourceid);

/** Whether two drafts would save the same collection (materials compared in order). */
export function sameDraft(a: CollectionDraft, b: CollectionDraft): boolean {
  return (
    a.pkgid === b.pkgid &&
    a.name === b.name &&
    a.description === b.description &&
    a.applicable_course === b.applicable_course &&
    idsOf(a).join() === idsOf(b).join()
  );
}

export function bodyOf(draft: CollectionDraft & { pkgid: number }): CollectionBody {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    pkgid: draft.pkgid,
    applicable_course: draft.applicable_course,
    resourceids: idsOf(draft),
  };
}
