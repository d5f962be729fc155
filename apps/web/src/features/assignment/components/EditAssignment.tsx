import type { CourseInfo, SetAssignmentBody } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { type SelectedMaterial, toSelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { failureCode } from '../../../lib/request-failure';
import { useEditAssignment } from '../api/edit-assignment';
import { useAssignmentProgress } from '../api/get-assignment-progress';
import { useClassStudents } from '../api/get-class-students';
import { draftOf } from '../assignment-draft';
import { checkAssignmentPath } from '../assignment-paths';
import { AssignmentForm } from './AssignmentForm';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/**
 * The edit page: the assignment as saved, with its students and materials, in the form. It
 * waits for all three, so the form starts from what is saved; saving returns to its check page.
 */
export function EditAssignment({ course, assignmentId }: { course: ClassAddress; assignmentId: number }) {
  const { t } = useTranslation('assignment');
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const progress = useAssignmentProgress(course.courseid, assignmentId);
  const students = useClassStudents(course.courseid);
  const library = useQuery(courseLibraryQuery(course.courseid));
  const save = useEditAssignment(course.courseid, assignmentId);
  const failureToast = useFailureToast();
  const toCheck = () => navigate(checkAssignmentPath(course, assignmentId, false));

  const failed = [progress, students, library].find((query) => query.isError);
  if (failed) {
    return (
      <LoadFailure title={t('check.error')} retryLabel={t('retry')} onRetry={() => failed.refetch()}>
        {tError(failureCode(failed.error))}
      </LoadFailure>
    );
  }
  if (!progress.data || !students.data || !library.data) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('check.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const { assignment, record } = progress.data;
  const inLibrary = new Map(library.data.record.map((material) => [material.resourceid, material]));
  // A material that has left the class library since is still the assignment's: shown by its id.
  const materials = assignment.resourceids.map((resourceid): SelectedMaterial => {
    const material = inLibrary.get(resourceid);
    return material
      ? toSelectedMaterial(material)
      : {
          resourceid,
          type: 'book',
          resource_name: t('check.materialId', { id: resourceid }),
          level: '',
          unit: '',
          cover: '',
        };
  });
  const submit = (body: SetAssignmentBody) =>
    save.mutate(body, {
      onSuccess: ({ opened }) => {
        showToast(
          opened.length > 0
            ? t('form.savedOpened', { name: body.name, count: opened.length })
            : t('form.saved', { name: body.name }),
          'success',
        );
        toCheck();
      },
      onError: failureToast,
    });

  return (
    <Panel id="assignment-edit-title" title={t('form.editTitle')}>
      <AssignmentForm
        course={course}
        initial={draftOf(
          assignment,
          record.map((student) => student.stuid),
          materials,
          students.data,
        )}
        submitLabel={t('form.save')}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={toCheck}
      />
    </Panel>
  );
}
