import type { CourseInfo, SetAssignmentBody, Textbook } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { allOf } from '../../../components/query-view/query-state';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { type SelectedMaterial, toSelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
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
  const navigate = useNavigate();
  const progress = useAssignmentProgress(course.courseid, assignmentId);
  const students = useClassStudents(course.courseid);
  const library = useQuery(courseLibraryQuery(course.courseid));
  const save = useEditAssignment(course.courseid, assignmentId);
  const failureToast = useFailureToast();
  const toCheck = () => navigate(checkAssignmentPath(course, assignmentId, false));

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

  // A material that has left the class library since is still the assignment's: shown by its id.
  const materialsOf = (resourceids: number[], library: Textbook[]) => {
    const inLibrary = new Map(library.map((material) => [material.resourceid, material]));
    return resourceids.map((resourceid): SelectedMaterial => {
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
  };

  return (
    <QueryView
      query={allOf(progress, students, library)}
      pending={<LoadingSkeleton label={t('check.loading')} rows={8} />}
      errorTitle={t('check.error')}
    >
      {([{ assignment, record }, classStudents, { record: inLibrary }]) => (
        <Panel id="assignment-edit-title" title={t('form.editTitle')}>
          <AssignmentForm
            course={course}
            initial={draftOf(
              assignment,
              record.map((student) => student.stuid),
              materialsOf(assignment.resourceids, inLibrary),
              classStudents,
            )}
            submitLabel={t('form.save')}
            saving={save.isPending}
            onSubmit={submit}
            onCancel={toCheck}
          />
        </Panel>
      )}
    </QueryView>
  );
}
