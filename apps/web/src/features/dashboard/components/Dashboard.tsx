import { LineChartOutlined } from '@ant-design/icons';
import { type CourseInfo, type DashboardResponse, REPORT_WINDOWS, type ReportWindow } from '@lms/shared';
import { Segmented, Skeleton } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadCharts } from '../../../components/chart/Chart';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { useDashboard } from '../api/get-dashboard';
import { useReportWindow } from '../report-window';
import { useChartText } from '../use-chart-text';
import { ActiveStudentsChart } from './ActiveStudentsChart';
import { AssignmentsChart } from './AssignmentsChart';
import { AttentionList } from './AttentionList';
import { BookList } from './BookList';
import { DailyPairChart } from './DailyPairChart';
import styles from './Dashboard.module.css';
import { EchoScoresChart } from './EchoScoresChart';
import { LevelsChart } from './LevelsChart';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

interface DashboardProps {
  course: ClassAddress;
  /** An expired class or the read-only view: links lead to the read-only pages. */
  readOnly: boolean;
  /** Beside the window switcher: what acts on the dashboard as a whole (a report download). */
  actions?: ReactNode;
}

/** The class at a glance (SPEC §2 /course_dashboard): charts over a report window, books of the past 14 days, students who need attention. */
export function Dashboard({ course, readOnly, actions }: DashboardProps) {
  const { t } = useTranslation('dashboard');
  const [reportWindow, setReportWindow] = useReportWindow();
  const dashboard = useDashboard(course.courseid, reportWindow);
  // The chart code downloads while the figures load.
  useEffect(preloadCharts, []);

  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <div className={styles.header}>
        <h2 id="dashboard-title" className={styles.title}>
          {t('title')}
        </h2>
        <div className={styles.toolbar}>
          <Segmented<ReportWindow>
            className={styles.windows}
            value={reportWindow}
            onChange={setReportWindow}
            aria-label={t('window.label')}
            options={REPORT_WINDOWS.map((value) => ({ value, label: t(`window.${value}`) }))}
          />
          {actions}
        </div>
      </div>
      <QueryView query={dashboard} pending={<DashboardSkeleton label={t('loading')} />} errorTitle={t('error')}>
        {(data) => (
          <div aria-busy={dashboard.isPlaceholderData}>
            {dashboard.isPlaceholderData && (
              <span className="visually-hidden" role="status">
                {t('updating')}
              </span>
            )}
            <DashboardView course={course} readOnly={readOnly} reportWindow={reportWindow} data={data} />
          </div>
        )}
      </QueryView>
    </section>
  );
}

/** Whether the class has done nothing the dashboard counts yet (in this window). */
function isQuiet({ series, popular, attention }: DashboardResponse): boolean {
  const { minutes, completed, assignments, echo_scores, active_students } = series;
  return [minutes, completed, assignments, echo_scores, active_students, popular, attention].every(
    (list) => list.length === 0,
  );
}

interface DashboardViewProps {
  course: ClassAddress;
  readOnly: boolean;
  reportWindow: ReportWindow;
  data: DashboardResponse;
}

function DashboardView({ course, readOnly, reportWindow, data }: DashboardViewProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();
  const { series } = data;
  const minutes = useMemo(
    () =>
      series.minutes.map((point) => ({
        label: point.label,
        values: [point.reading, point.viewing] as [number, number],
      })),
    [series.minutes],
  );
  const completed = useMemo(
    () =>
      series.completed.map((point) => ({
        label: point.label,
        values: [point.books, point.videos] as [number, number],
      })),
    [series.completed],
  );

  if (isQuiet(data)) {
    return (
      <StatePanel icon={<LineChartOutlined />} title={t(reportWindow === '30d' ? 'empty.titleDays' : 'empty.title')}>
        {t('empty.body')}
      </StatePanel>
    );
  }
  return (
    <>
      <div className={styles.grid}>
        <DailyPairChart section="minutes" points={minutes} reportWindow={reportWindow} />
        <DailyPairChart section="completed" points={completed} reportWindow={reportWindow} />
        <AssignmentsChart points={series.assignments} reportWindow={reportWindow} />
        <EchoScoresChart points={series.echo_scores} reportWindow={reportWindow} />
        <ActiveStudentsChart points={series.active_students} reportWindow={reportWindow} />
        <LevelsChart points={series.levels} reportWindow={reportWindow} />
      </div>
      <div className={styles.lists}>
        <AttentionList course={course} readOnly={readOnly} students={data.attention} />
        <BookList
          courseId={course.courseid}
          kind="popular"
          books={data.popular}
          facts={(book) =>
            t('books.readersAndMinutes', { readers: text.number(book.readers), minutes: text.number(book.minutes) })
          }
        />
        <BookList
          courseId={course.courseid}
          kind="overlooked"
          books={data.overlooked}
          facts={(book) => t('books.readers', { readers: text.number(book.readers) })}
        />
      </div>
    </>
  );
}

/** The outlines of the dashboard's cards while its first answer is on its way. */
function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className={styles.grid}>
        {['minutes', 'completed', 'assignments', 'echo'].map((name) => (
          <div key={name} className={styles.card}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ))}
      </div>
    </div>
  );
}
