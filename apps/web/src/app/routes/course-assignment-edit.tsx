import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { checkAssignmentPath } from '../../features/assignment/assignment-paths';
import { EditAssignment } from '../../features/assignment/components/EditAssignment';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** Editing one assignment (beside SPEC §2's create page), inside the class frame. */
export function Component() {
  const { t } = useTranslation('assignment');
  const { course, readOnly } = useCourseFrame();
  const { aid } = useParams();
  useDocumentTitle(`${t('form.editTitle')} · ${course.course_name}`);

  if (!aid || !/^[1-9]\d*$/.test(aid)) return <Navigate to="/404" replace />;
  // Nothing changes in an expired class: its assignment is shown read-only instead.
  if (readOnly) return <Navigate to={checkAssignmentPath(course, Number(aid), true)} replace />;
  return <EditAssignment key={aid} course={course} assignmentId={Number(aid)} />;
}
