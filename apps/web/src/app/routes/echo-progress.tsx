import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { echoListPath, editEchoPath } from '../../entities/echo/echo-paths';
import { EchoProgress } from '../../features/echo-review/components/EchoProgress';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** One Echo Valley quiz's progress (SPEC §2 /course_weekly_quiz/progress), inside the class frame. */
export function Component() {
  const { t } = useTranslation('echoReview');
  const { course, readOnly } = useCourseFrame();
  const { echoid } = useParams();
  useDocumentTitle(`${t('progress.title')} · ${course.course_name}`);

  if (!echoid || !/^[1-9]\d*$/.test(echoid) || !Number.isSafeInteger(Number(echoid))) {
    return <Navigate to="/404" replace />;
  }
  return (
    // A new quiz id is a new page: nothing chosen carries over.
    <EchoProgress
      key={echoid}
      course={course}
      echoId={Number(echoid)}
      readOnly={readOnly}
      links={(quiz) => (
        <>
          <Link to={echoListPath(course, readOnly)}>
            <ArrowLeftOutlined aria-hidden /> {t('progress.back')}
          </Link>
          {!readOnly && quiz.state === 'unpublished' && (
            <Link to={editEchoPath(course, quiz.echoid)}>
              <EditOutlined aria-hidden /> {t('progress.edit')}
            </Link>
          )}
        </>
      )}
    />
  );
}
