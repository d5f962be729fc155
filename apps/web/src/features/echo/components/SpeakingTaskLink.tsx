import { AudioOutlined, PlusOutlined } from '@ant-design/icons';
import type { CourseInfo, Textbook } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createSpeakingTaskPath, speakingTaskPath, type TaskMaterial } from '../../../entities/echo/echo-paths';
import { useEchoList } from '../../../entities/echo/get-echo-list';
import styles from './SpeakingTaskLink.module.css';

interface SpeakingTaskLinkProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  resource: Pick<Textbook, 'resourceid' | 'resource_name' | 'note'>;
  /** The class library the material is shown in. */
  library: { name: string; id: number };
  /** An expired class: an existing task can be opened, none created. */
  readOnly: boolean;
}

/**
 * Under a material of the class library: its speaking task, marked and opened from here, or a
 * link to create one. Nothing is shown until the class's quizzes are known.
 */
export function SpeakingTaskLink({ course, resource, library, readOnly }: SpeakingTaskLinkProps) {
  const { t } = useTranslation('echo');
  const quizzes = useEchoList(course.courseid);
  if (!quizzes.data) return null;

  const task = quizzes.data.record.find((quiz) => quiz.kind === 'task' && quiz.resourceid === resource.resourceid);
  const material: TaskMaterial = {
    libraryName: library.name,
    resourceName: resource.resource_name,
    note: resource.note,
    libraryId: library.id,
    resourceid: resource.resourceid,
  };
  const title = resource.resource_name;

  if (task) {
    return (
      <Link className={styles.task} data-state={task.state} to={speakingTaskPath(course, material)}>
        <AudioOutlined aria-hidden /> {t('library.task')}
        <span className={styles.state}>{t(`state.${task.state}`)}</span>
        {/* The name read out starts with what is shown, then says which material. */}
        <span className="visually-hidden"> – {title}</span>
      </Link>
    );
  }
  if (readOnly) return null;
  return (
    <Link className={styles.create} to={createSpeakingTaskPath(course, material)}>
      <PlusOutlined aria-hidden /> {t('library.create')}
      <span className="visually-hidden"> – {title}</span>
    </Link>
  );
}
