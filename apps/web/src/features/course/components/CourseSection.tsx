import type { CourseSummary } from '@lms/shared';
import { CourseCard } from './CourseCard';
import styles from './CourseList.module.css';

interface CourseSectionProps {
  id: string;
  title: string;
  courses: CourseSummary[];
  expired: boolean;
  showTeacher: boolean;
}

export function CourseSection({ id, title, courses, expired, showTeacher }: CourseSectionProps) {
  if (courses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        <span className={styles.count}>{courses.length}</span>
      </h2>
      <div className={styles.grid}>
        {courses.map((course) => (
          <CourseCard key={course.courseid} course={course} expired={expired} showTeacher={showTeacher} />
        ))}
      </div>
    </section>
  );
}
