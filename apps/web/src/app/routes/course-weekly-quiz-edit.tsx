import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { echoProgressPath } from '../../entities/echo/echo-paths';
import { EditEcho } from '../../features/echo/components/EchoEditorPages';
import { TryItPanel } from '../../features/echo-review/components/TryItPanel';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** Editing one Echo Valley quiz or speaking task (beside SPEC §2's create page), inside the class frame. */
export function Component() {
  const { t } = useTranslation('echo');
  const { course, readOnly } = useCourseFrame();
  const { echoid } = useParams();
  useDocumentTitle(`${t('editor.editTitle')} · ${course.course_name}`);

  if (!echoid || !/^[1-9]\d{0,9}$/.test(echoid)) return <Navigate to="/404" replace />;
  // Nothing changes in an expired class: its quiz is shown read-only instead.
  if (readOnly) return <Navigate to={echoProgressPath(course, Number(echoid), true)} replace />;
  return (
    <EditEcho
      key={echoid}
      course={course}
      echoId={Number(echoid)}
      renderTryIt={(text) => <TryItPanel courseId={course.courseid} text={text} />}
    />
  );
}
