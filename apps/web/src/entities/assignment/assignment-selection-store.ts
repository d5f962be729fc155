import type { ResourceSummary } from '@lms/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../../lib/storage';

/** What the selection list and the create page show of a material. */
const SELECTED_FIELDS = ['resourceid', 'type', 'resource_name', 'level', 'unit', 'cover'] as const;

/** A material waiting to be assigned. */
export type SelectedMaterial = Pick<ResourceSummary, (typeof SELECTED_FIELDS)[number]>;

interface AssignmentSelectionSaved {
  /** Per class id, the materials picked for its next assignment, in the order they were added. */
  byCourse: Record<number, SelectedMaterial[]>;
}

interface AssignmentSelectionState extends AssignmentSelectionSaved {
  /** Adds materials to a class's selection; one already there is ignored. */
  add(courseid: number, materials: SelectedMaterial[]): void;
  remove(courseid: number, resourceid: number): void;
  clear(courseid: number): void;
  clearAll(): void;
}

/** What the selection keeps of a material. */
export const toSelectedMaterial = (material: SelectedMaterial): SelectedMaterial =>
  Object.fromEntries(SELECTED_FIELDS.map((field) => [field, material[field]])) as SelectedMaterial;

/** The temporary assignment selection (SPEC §4), kept on this device so it survives a reload. */
export const useAssignmentSelectionStore = create<AssignmentSelectionState>()(
  persist(
    (set) => ({
      byCourse: {},
      add: (courseid, materials) =>
        set((state) => {
          const current = state.byCourse[courseid] ?? [];
          const ids = new Set(current.map((material) => material.resourceid));
          const added = materials.filter((material) => !ids.has(material.resourceid) && ids.add(material.resourceid));
          return { byCourse: { ...state.byCourse, [courseid]: [...current, ...added.map(toSelectedMaterial)] } };
        }),
      remove: (courseid, resourceid) =>
        set((state) => ({
          byCourse: {
            ...state.byCourse,
            [courseid]: (state.byCourse[courseid] ?? []).filter((material) => material.resourceid !== resourceid),
          },
        })),
      clear: (courseid) =>
        set((state) => {
          const { [courseid]: _cleared, ...others } = state.byCourse;
          return { byCourse: others };
        }),
      clearAll: () => set({ byCourse: {} }),
    }),
    persistIn(
      'assignment-selection',
      ({ byCourse }: AssignmentSelectionState): AssignmentSelectionSaved => ({ byCourse }),
    ),
  ),
);

const NONE: SelectedMaterial[] = [];

/** A class's selected materials (the same empty list every time when there are none, so renders stay stable). */
export function useSelectedMaterials(courseid: number) {
  return useAssignmentSelectionStore((state) => state.byCourse[courseid] ?? NONE);
}
