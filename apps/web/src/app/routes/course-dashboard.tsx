import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { Dashboard } from '../../features/dashboard/components/Dashboard';
import { windowOf } from '../../features/dashboard/report-window';
import { ReportDownload } from '../../features/report/components/ReportDownload';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class dashboard (SPEC §2 /course_dashboard and its expired variant), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  const [params] = useSearchParams();
  useDocumentTitle(`${t('tabs.dashboard')} · ${course.course_name}`);

  return (
    <Dashboard
      course={course}
      readOnly={readOnly}
      actions={<ReportDownload course={course} scope="class" window={windowOf(params)} />}
    />
  );
}
