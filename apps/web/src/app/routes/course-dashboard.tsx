import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { Dashboard } from '../../features/dashboard/components/Dashboard';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class dashboard (SPEC §2 /course_dashboard and its expired variant), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('tabs.dashboard')} · ${course.course_name}`);

  return <Dashboard course={course} readOnly={readOnly} />;
}
