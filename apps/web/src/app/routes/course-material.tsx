import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentSelectionButton } from '../../features/assignment/components/AssignmentSelectionButton';
import { SpeakingTaskLink } from '../../features/echo/components/SpeakingTaskLink';
import { ClassLibrary } from '../../features/library/components/ClassLibrary';
import { useCourseFrame } from '../course-frame/course-frame-context';

/** The class's library (SPEC §2 /course_material), inside the class frame. */
export function Component() {
  const { t } = useTranslation('library');
  const { course, readOnly } = useCourseFrame();
  useDocumentTitle(`${t('title')} · ${course.course_name}`);

  return (
    <>
      <ClassLibrary
        courseId={course.courseid}
        readOnly={readOnly}
        // Each material shows its speaking task, or a way to create one.
        renderMaterialExtra={(resource, library) => (
          <SpeakingTaskLink
            course={course}
            resource={resource}
            library={{ name: library.library_name ?? '', id: Number(library.colid.slice(1)) || 0 }}
            readOnly={readOnly}
          />
        )}
      />
      {!readOnly && <AssignmentSelectionButton course={course} />}
    </>
  );
}
