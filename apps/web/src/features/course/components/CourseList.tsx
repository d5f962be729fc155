import { EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { CourseSummary } from '@lms/shared';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useCourseList } from '../api/get-course-list';
import { arrangeCourses, type CourseSort } from '../course-order';
import styles from './CourseList.module.css';
import { CourseListEmpty } from './CourseListEmpty';
import { CourseListSkeleton } from './CourseListSkeleton';
import { CourseSection } from './CourseSection';
import { CourseToolbar } from './CourseToolbar';

// What only administrators use (the class form, the seats panel) loads when they first need it,
// so a teacher's home page carries none of its form, date and table code.
const CourseFormDialog = lazy(() => import('./CourseFormDialog').then((m) => ({ default: m.CourseFormDialog })));
const SchoolSeats = lazy(() => import('./SchoolSeats').then((m) => ({ default: m.SchoolSeats })));

/** The class list (home): active classes first, then expired ones, searchable and sortable. */
export function CourseList({ forAdministrator }: { forAdministrator: boolean }) {
  const { t, i18n } = useTranslation('course');
  const courses = useCourseList();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CourseSort>('name');
  /** The class being edited, or 'new' while one is created. */
  const [editing, setEditing] = useState<CourseSummary | 'new' | null>(null);
  const dialog = editing && (
    <Suspense>
      <CourseFormDialog course={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
    </Suspense>
  );
  const createButton = forAdministrator && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
      {t('form.createButton')}
    </Button>
  );
  const editButton = (course: CourseSummary) => (
    <Button
      className={styles.edit}
      icon={<EditOutlined aria-hidden />}
      onClick={() => setEditing(course)}
      aria-label={t('form.editLabel', { name: course.course_name })}
    >
      {t('form.editButton')}
    </Button>
  );

  const empty = (
    <>
      <CourseListEmpty forAdministrator={forAdministrator} action={createButton} />
      {dialog}
    </>
  );

  return (
    <QueryView
      query={courses}
      pending={<CourseListSkeleton />}
      errorTitle={t('error.title')}
      empty={{ when: ({ active, expired }) => active.length + expired.length === 0, view: empty }}
    >
      {({ active, expired }) => {
        const arrange = { search, sort, language: i18n.language };
        const shownActive = arrangeCourses(active, arrange);
        const shownExpired = arrangeCourses(expired, arrange);

        return (
          <>
            {forAdministrator && (
              <Suspense>
                <SchoolSeats active={active} expired={expired} />
              </Suspense>
            )}
            <div className={styles.toolbarRow}>
              <CourseToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
              {createButton}
            </div>
            {shownActive.length + shownExpired.length === 0 ? (
              <StatePanel
                icon={<SearchOutlined />}
                title={t('search.noMatchTitle', { search: search.trim() })}
                action={<Button onClick={() => setSearch('')}>{t('search.clear')}</Button>}
              >
                {t('search.noMatchBody')}
              </StatePanel>
            ) : (
              <>
                <CourseSection
                  id="active-classes"
                  title={t('sections.active')}
                  courses={shownActive}
                  expired={false}
                  showTeacher={forAdministrator}
                  renderAction={forAdministrator ? editButton : undefined}
                />
                <CourseSection
                  id="expired-classes"
                  title={t('sections.expired')}
                  courses={shownExpired}
                  expired
                  showTeacher={forAdministrator}
                  note={t('sections.expiredNote')}
                  renderAction={forAdministrator ? editButton : undefined}
                />
              </>
            )}
            {dialog}
          </>
        );
      }}
    </QueryView>
  );
}
