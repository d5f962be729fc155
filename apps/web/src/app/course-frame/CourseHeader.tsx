import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CourseInfo } from '@lms/shared';
import { Alert, Tag } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { coursePagePath } from '../../entities/course/course-route';
import { GradeTag } from '../../features/course/components/GradeTag';
import { formatDate } from '../../lib/date-format';
import styles from './CourseHeader.module.css';
import { CourseStateTag } from './CourseStateTag';
import { COURSE_PAGES, type CoursePage } from './course-pages';

interface CourseHeaderProps {
  course: CourseInfo;
  readOnly: boolean;
  /** The class page being shown, when it is one of the tabs. */
  page: CoursePage | undefined;
  /** The tab the page being shown belongs to: the page itself, or one shown under it. */
  tab: CoursePage | undefined;
}

/** The top of every class page: what the class is, its seats and expiry, and the tabs to its pages. */
export function CourseHeader({ course, readOnly, page, tab }: CourseHeaderProps) {
  const { t } = useTranslation('class');
  const { t: tCourse } = useTranslation('course');
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: the current one is brought to the middle of the
  // row (the row scrolls, never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each tab shown, not on every drawing
  useLayoutEffect(() => {
    const row = tabs.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [tab]);

  return (
    <header className={styles.header}>
      <Link className={styles.back} to="/course">
        <ArrowLeftOutlined aria-hidden />
        {t('backToClasses')}
      </Link>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{course.course_name}</h1>
        <div className={styles.tags}>
          <GradeTag grade={course.grade_tag} />
          <Tag variant="outlined">{tCourse(`type.${course.type}`)}</Tag>
          <CourseStateTag state={course.state} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('facts.teacher')}</dt>
          <dd>{course.teacher_name}</dd>
        </div>
        <div>
          <dt>{t('facts.seats')}</dt>
          <dd>{t('facts.seatsValue', { occupied: course.occupied, limit: course.student_limit })}</dd>
        </div>
        <div>
          <dt>{t('facts.expiry')}</dt>
          <dd>
            <time dateTime={course.expiry_date}>{formatDate(course.expiry_date)}</time>
          </dd>
        </div>
        {course.level && (
          <div>
            <dt>{t('facts.level')}</dt>
            <dd>{course.level}</dd>
          </div>
        )}
      </dl>
      {readOnly && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={course.state === 'expired' ? t('readOnly.expiredTitle') : t('readOnly.viewTitle')}
          description={
            course.state === 'expired' ? (
              t('readOnly.expiredBody', { date: formatDate(course.expiry_date) })
            ) : (
              <>
                {t('readOnly.viewBody')}{' '}
                {page && <Link to={coursePagePath(page.page, course, false)}>{t('readOnly.openEditable')}</Link>}
              </>
            )
          }
        />
      )}
      <nav ref={tabs} className={styles.tabs} aria-label={t('tabs.label')}>
        {COURSE_PAGES.map((candidate) => {
          const path = coursePagePath(candidate.page, course, readOnly);
          const current = candidate === tab;
          return (
            <Link
              key={candidate.page}
              className={current ? `${styles.tab} ${styles.current}` : styles.tab}
              // On the tab's own page it is the page; on a page under it (creating an assignment), the section.
              aria-current={current ? (pathname === path ? 'page' : 'true') : undefined}
              to={path}
            >
              {t(candidate.label)}
            </Link>
          );
        })}
      </nav>
    </header>
  );
}
