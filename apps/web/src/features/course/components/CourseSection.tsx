import type { CourseSummary } from '@lms/shared';
import type { ReactNode } from 'react';
import { CourseCard } from './CourseCard';
import styles from './CourseList.module.css';

interface CourseSectionProps {
  id: string;
  title: string;
  courses: CourseSummary[];
  expired: boolean;
  showTeacher: boolean;
  /** What the section's classes mean (what expiry does). */
  note?: string;
  renderAction?: (course: CourseSummary) => ReactNode;
}

export function CourseSection({ id, title, courses, expired, showTeacher, note, renderAction }: CourseSectionProps) {
  if (courses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        <span className={styles.count}>{courses.length}</span>
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.grid}>
        {courses.map((course) => (
          <CourseCard
            key={course.courseid}
            course={course}
            expired={expired}
            showTeacher={showTeacher}
            action={renderAction?.(course)}
          />
        ))}
      </div>
    </section>
  );
}
