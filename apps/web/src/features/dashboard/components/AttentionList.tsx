import { WarningOutlined } from '@ant-design/icons';
import { type CourseInfo, type DashboardResponse, sortByStudentName } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentPagePath } from '../../../entities/student/student-paths';
import styles from './Dashboard.module.css';

interface AttentionListProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  readOnly: boolean;
  students: DashboardResponse['attention'];
}

/** Students who need attention, each with why and a link to their page. */
export function AttentionList({ course, readOnly, students }: AttentionListProps) {
  const { t, i18n } = useTranslation('dashboard');

  return (
    <section className={styles.card} aria-labelledby="dashboard-attention-title">
      <h3 id="dashboard-attention-title" className={styles.cardTitle}>
        {t('attention.title')}
      </h3>
      <p className={styles.record}>{t('attention.hint')}</p>
      {students.length === 0 ? (
        <p className={styles.nothing}>{t('attention.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {sortByStudentName(students, i18n.language).map((student) => (
            <li key={student.stuid} className={styles.student}>
              <Link to={studentPagePath(course, student.stuid, readOnly)}>{student.username}</Link>
              <ul className={styles.reasons} aria-label={t('attention.reasonsOf', { name: student.username })}>
                {student.reasons.map((reason) => (
                  <li key={reason}>
                    <Tag color="warning" icon={<WarningOutlined aria-hidden />}>
                      {t(`attention.reasons.${reason}`)}
                    </Tag>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
