import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentList } from '../../features/assignment/components/AssignmentList';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class's assignments (SPEC §2 /course_assignment), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('tabs.assignments')} · ${course.course_name}`);

  return <AssignmentList course={course} readOnly={readOnly} />;
}
