import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { echoListPath, type TaskMaterial } from '../../entities/echo/echo-paths';
import { SpeakingTaskEditor } from '../../features/echo/components/EchoEditorPages';
import { TryItPanel } from '../../features/echo-review/components/TryItPanel';
import { useCourseFrame } from '../course-frame/course-frame-context';

const ID = /^[1-9]\d{0,9}$/;
/** A name segment of the address; "-" stands for an empty one. */
const named = (segment: string | undefined) => (segment && segment !== '-' ? segment : '');

/**
 * The speaking task of one material (SPEC §2 /quizcreate/{course}/{type}/{rname}/{mname}/{courseid}/{note}/{rid}/{mid}):
 * created here, or edited if the material already has one. Only `mid` decides which material;
 * the names are what the address says.
 */
export function Component() {
  const { t } = useTranslation('echo');
  const { course, readOnly } = useCourseFrame();
  const { rname, mname, note, rid, mid } = useParams();
  useDocumentTitle(`${t('editor.taskTitle')} · ${course.course_name}`);

  if (!mid || !ID.test(mid)) return <Navigate to="/404" replace />;
  // Nothing changes in an expired class: its quizzes are shown read-only instead.
  if (readOnly) return <Navigate to={echoListPath(course, true)} replace />;
  const material: TaskMaterial = {
    libraryName: named(rname),
    resourceName: named(mname),
    note: named(note),
    libraryId: rid && ID.test(rid) ? Number(rid) : 0,
    resourceid: Number(mid),
  };
  return (
    <SpeakingTaskEditor
      key={mid}
      course={course}
      material={material}
      renderTryIt={(text) => <TryItPanel courseId={course.courseid} text={text} />}
    />
  );
}
