import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast/toast-store';
import { type SelectedMaterial, useAssignmentSelectionStore } from './assignment-selection-store';

/** Puts materials into the class's assignment selection and says how many were new there. */
export function useAddToAssignment(courseid: number) {
  const { t } = useTranslation('assignment');
  const add = useAssignmentSelectionStore((state) => state.add);
  return useCallback(
    (materials: SelectedMaterial[]) => {
      const before = useAssignmentSelectionStore.getState().byCourse[courseid]?.length ?? 0;
      add(courseid, materials);
      const added = (useAssignmentSelectionStore.getState().byCourse[courseid]?.length ?? 0) - before;
      showToast(
        added > 0 ? t('selection.added', { count: added }) : t('selection.alreadyThere'),
        added > 0 ? 'success' : 'info',
      );
    },
    [add, courseid, t],
  );
}
