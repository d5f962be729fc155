import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { echoListPath } from '../../entities/echo/echo-paths';
import { CreateEcho } from '../../features/echo/components/EchoEditorPages';
import { TryItPanel } from '../../features/echo-review/components/TryItPanel';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** Creating an Echo Valley oral quiz (SPEC §2 /course_weekly_quiz/create), inside the class frame. */
export function Component() {
  const { t } = useTranslation('echo');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('editor.createTitle')} · ${course.course_name}`);

  // Nothing can be created in an expired class: its list is shown read-only instead.
  if (readOnly) return <Navigate to={echoListPath(course, true)} replace />;
  return <CreateEcho course={course} renderTryIt={(text) => <TryItPanel courseId={course.courseid} text={text} />} />;
}
