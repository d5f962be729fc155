import type { CourseInfo, SetAssignmentBody } from '@lms/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import {
  useAssignmentSelectionStore,
  useSelectedMaterials,
} from '../../../entities/assignment/assignment-selection-store';
import { useSetAssignment } from '../api/set-assignment';
import { newDraft } from '../assignment-draft';
import { assignmentListPath } from '../assignment-paths';
import { AssignmentForm } from './AssignmentForm';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The create page: a new assignment from the class's selection; the selection is cleared once it is created. */
export function CreateAssignment({ course }: { course: ClassAddress }) {
  const { t } = useTranslation('assignment');
  const navigate = useNavigate();
  const selected = useSelectedMaterials(course.courseid);
  const clearSelection = useAssignmentSelectionStore((state) => state.clear);
  const [initial] = useState(() => newDraft(selected));
  const save = useSetAssignment(course.courseid);
  const failureToast = useFailureToast();
  const toList = () => navigate(assignmentListPath(course, false));

  const submit = (body: SetAssignmentBody) =>
    save.mutate(body, {
      onSuccess: ({ opened }) => {
        clearSelection(course.courseid);
        showToast(
          opened.length > 0
            ? t('form.createdOpened', { name: body.name, count: opened.length })
            : t('form.created', { name: body.name }),
          'success',
        );
        toList();
      },
      onError: failureToast,
    });

  return (
    <Panel id="assignment-create-title" title={t('form.title')}>
      <AssignmentForm
        course={course}
        initial={initial}
        submitLabel={t('form.submit')}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={toList}
      />
    </Panel>
  );
}
