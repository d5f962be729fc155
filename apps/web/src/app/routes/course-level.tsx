import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { LevelResults } from '../../features/level/components/LevelResults';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class's levels: placement, level checks and the teacher's levels (SPEC §2 level test and check), inside the class frame. */
export function Component() {
  const { t } = useTranslation('class');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('tabs.levels')} · ${course.course_name}`);
  return <LevelResults course={course} readOnly={readOnly} />;
}
