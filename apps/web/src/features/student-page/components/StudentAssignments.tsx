import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, HourglassOutlined } from '@ant-design/icons';
import type { StudentAssignmentState, StudentPageResponse } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';

const LOOK: Record<StudentAssignmentState, { color: string; icon: ReactNode }> = {
  complete: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  incomplete: { color: 'processing', icon: <HourglassOutlined aria-hidden /> },
  missed: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  upcoming: { color: 'default', icon: <ClockCircleOutlined aria-hidden /> },
};

/** Where the student stands with an assignment, in words and an icon, not colour alone. */
export function AssignmentStateTag({ state }: { state: StudentAssignmentState }) {
  const { t } = useTranslation('studentPage');
  const { color, icon } = LOOK[state];
  return (
    <Tag color={color} icon={icon}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** The class's assignments given to the student, latest first, each with its state. */
export function StudentAssignments({ assignments }: { assignments: StudentPageResponse['assignments'] }) {
  const { t } = useTranslation('studentPage');
  return (
    <Panel id="student-assignments" title={t('assignments.title')}>
      {assignments.length === 0 ? (
        <p className={styles.empty}>{t('assignments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {assignments.map((assignment) => (
            <li key={assignment.aid} className={styles.item}>
              <div className={styles.itemHead}>
                <p className={styles.itemTitle}>{assignment.name}</p>
                <AssignmentStateTag state={assignment.state} />
              </div>
              <span className={styles.muted}>
                {t('assignments.period', { start: formatDate(assignment.start), end: formatDate(assignment.end) })}
                {assignment.completed_at &&
                  ` · ${t('assignments.completedAt', { time: formatDateTime(assignment.completed_at) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
