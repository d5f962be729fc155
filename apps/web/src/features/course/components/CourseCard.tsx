import { ClockCircleOutlined } from '@ant-design/icons';
import type { CourseSummary } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rosterPath } from '../../../entities/student/student-paths';
import { formatDate } from '../../../lib/date-format';
import styles from './CourseCard.module.css';
import { GradeTag } from './GradeTag';

interface CourseCardProps {
  course: CourseSummary;
  expired: boolean;
  showTeacher: boolean;
  /** What an administrator may do with the class (edit it). */
  action?: ReactNode;
}

export function CourseCard({ course, expired, showTeacher, action }: CourseCardProps) {
  const { t } = useTranslation('course');
  const filled = course.student_limit > 0 ? Math.min(100, (course.occupied / course.student_limit) * 100) : 100;

  return (
    <article className={styles.card} data-expired={expired}>
      <div className={styles.tags}>
        <GradeTag grade={course.grade_tag} />
        <Tag variant="outlined">{t(`type.${course.type}`)}</Tag>
        {expired && <Tag color="default">{t('status.expired')}</Tag>}
        {!expired && course.expiring && (
          <Tag className={styles.expiring} color="warning" icon={<ClockCircleOutlined aria-hidden />}>
            {t('status.expiring')}
          </Tag>
        )}
      </div>
      <h3 className={styles.name}>
        <Link to={rosterPath(course, expired)}>{course.course_name}</Link>
      </h3>
      {showTeacher && (
        <p className={styles.teacher}>
          <span className={styles.caption}>{t('fields.teacher')}</span> {course.teacher_name}
        </p>
      )}
      <div className={styles.meter} aria-hidden>
        <div className={styles.meterFill} style={{ width: `${filled}%` }} />
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('fields.studentLimit')}</dt>
          <dd>{course.student_limit}</dd>
        </div>
        <div>
          <dt>{t('fields.occupied')}</dt>
          <dd>{course.occupied}</dd>
        </div>
        <div>
          <dt>{t('fields.available')}</dt>
          <dd>{course.available}</dd>
        </div>
      </dl>
      <p className={styles.expiry}>
        <span className={styles.caption}>{t('fields.expiryDate')}</span>{' '}
        <time dateTime={course.expiry_date}>{formatDate(course.expiry_date)}</time>
      </p>
      {action}
    </article>
  );
}
