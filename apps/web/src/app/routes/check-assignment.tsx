import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentCheck } from '../../features/assignment/components/AssignmentCheck';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** Checking one assignment (SPEC §2 /check_assignment), inside the class frame. */
export function Component() {
  const { t } = useTranslation('assignment');
  const { course, readOnly } = useCourseFrame();
  const { aid } = useParams();
  useDocumentTitle(`${t('check.title')} · ${course.course_name}`);

  if (!aid || !/^[1-9]\d*$/.test(aid)) return <Navigate to="/404" replace />;
  // A new assignment id is a new page: nothing selected carries over.
  return <AssignmentCheck key={aid} course={course} assignmentId={Number(aid)} readOnly={readOnly} />;
}
