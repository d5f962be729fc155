import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { studentPagePath } from '../../entities/student/student-paths';
import { courseListQuery } from '../../features/course/api/get-course-list';
import { Roster } from '../../features/roster/components/Roster';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class's student roster (SPEC §2 /course_student), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('tabs.students')} · ${course.course_name}`);

  return (
    <Roster
      courseId={course.courseid}
      courseName={course.course_name}
      readOnly={readOnly}
      classListQuery={courseListQuery()}
      studentPath={(stuid) => studentPagePath(course, stuid, readOnly)}
    />
  );
}
