import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { EchoList } from '../../features/echo/components/EchoList';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class's Echo Valley quizzes and speaking tasks (SPEC §2 /course_weekly_quiz), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('tabs.echo')} · ${course.course_name}`);

  return <EchoList course={course} readOnly={readOnly} />;
}
