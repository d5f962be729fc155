import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { rosterPath } from '../../entities/student/student-paths';
import { ReportDownload } from '../../features/report/components/ReportDownload';
import { StudentPage } from '../../features/student-page/components/StudentPage';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** A student's page in a class, inside the class frame under its Students tab. */
export function Component() {
  const { t } = useTranslation('studentPage');
  const { course, readOnly } = useCourseFrame();
  const { stuid } = useParams();
  useDocumentTitle(`${t('title')} · ${course.course_name}`);

  if (!stuid || !/^[1-9]\d*$/.test(stuid) || !Number.isSafeInteger(Number(stuid))) {
    return <Navigate to="/404" replace />;
  }
  return (
    <StudentPage
      key={stuid}
      courseId={course.courseid}
      studentId={Number(stuid)}
      readOnly={readOnly}
      actions={<ReportDownload course={course} scope={Number(stuid)} window="last6" />}
      back={
        <Link to={rosterPath(course, readOnly)}>
          <ArrowLeftOutlined aria-hidden /> {t('back')}
        </Link>
      }
    />
  );
}
