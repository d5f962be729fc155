import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { assignmentListPath } from '../../features/assignment/assignment-paths';
import { CreateAssignment } from '../../features/assignment/components/CreateAssignment';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** Creating an assignment from the class's selection (SPEC §2 /course_assignment/create), inside the class frame. */
export function Component() {
  const { t } = useTranslation('assignment');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('form.title')} · ${course.course_name}`);

  // Nothing can be assigned in an expired class: its list is shown read-only instead.
  if (readOnly) return <Navigate to={assignmentListPath(course, true)} replace />;
  return <CreateAssignment course={course} />;
}
