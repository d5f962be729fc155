import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import type { TaskMaterial } from '../../entities/echo/echo-paths';
import { SpeakingTask } from '../../features/echo-review/components/SpeakingTask';
import { useCourseFrame } from '../course-frame/course-frame-context';

const ID = /^[1-9]\d*$/;

/** An empty part of the address is written "-" (see `speakingTaskPath`). */
const named = (segment: string | undefined) => (!segment || segment === '-' ? '' : segment);

/** A material's speaking task (SPEC §2 /quiz/…), inside the class frame. */
export function Component() {
  const { t } = useTranslation('echoReview');
  const { course, readOnly } = useCourseFrame();
  const { rname, mname, note, rid, mid } = useParams();
  const material: TaskMaterial | null =
    rid && mid && ID.test(rid) && ID.test(mid) && Number.isSafeInteger(Number(rid)) && Number.isSafeInteger(Number(mid))
      ? {
          libraryName: named(rname),
          resourceName: named(mname),
          note: named(note),
          libraryId: Number(rid),
          resourceid: Number(mid),
        }
      : null;
  useDocumentTitle(
    `${t('task.pageTitle', { name: material?.resourceName || t('task.untitled') })} · ${course.course_name}`,
  );

  if (!material) return <Navigate to="/404" replace />;
  return <SpeakingTask key={material.resourceid} course={course} material={material} readOnly={readOnly} />;
}
