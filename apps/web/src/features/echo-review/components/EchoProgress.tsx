import {
  ClockCircleOutlined,
  DownloadOutlined,
  ExclamationCircleOutlined,
  SoundOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CourseInfo, EchoAnswer, EchoProgressResponse, EchoState } from '@lms/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout/Layout.module.css';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { SortSelect } from '../../../components/search-toolbar/SortSelect';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { studentColumn } from '../../../entities/student/student-column';
import { studentPagePath } from '../../../entities/student/student-paths';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useExportEchoProgress } from '../api/export-echo-progress';
import { isScoringPending, useEchoProgress } from '../api/get-echo-progress';
import {
  formatScore,
  lastSubmission,
  PROGRESS_FILTERS,
  PROGRESS_SORTS,
  type ProgressFilter,
  type ProgressSort,
  type StudentRow,
  shownScore,
  visibleStudents,
} from '../progress-view';
import { failureReason, TeacherMark } from './AnswerReview';
import styles from './EchoProgress.module.css';
import { StudentAnswers } from './StudentAnswers';
import { StudentQuizStateTag } from './StudentQuizStateTag';

const STATE_COLOR: Record<EchoState, string> = {
  generating: 'processing',
  unpublished: 'warning',
  published: 'success',
};

interface EchoProgressProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  echoId: number;
  /** An expired class: listen and export only, no teacher's scores or scoring again. */
  readOnly: boolean;
  /** The page's links above the facts (back to the list, edit while unpublished), given the quiz. */
  links?(quiz: EchoProgressResponse['quiz']): ReactNode;
}

/** How each student did on one quiz: the class's table, and one student's answers to listen to and score. */
export function EchoProgress({ course, echoId, readOnly, links }: EchoProgressProps) {
  const { t } = useTranslation('echoReview');
  const progress = useEchoProgress(course.courseid, echoId);

  return (
    <QueryView
      query={progress}
      pending={<LoadingSkeleton label={t('progress.loading')} rows={6} />}
      errorTitle={t('progress.error')}
    >
      {(data) => <ProgressView course={course} echoId={echoId} readOnly={readOnly} links={links} data={data} />}
    </QueryView>
  );
}

function ProgressView({ course, echoId, readOnly, links, data }: EchoProgressProps & { data: EchoProgressResponse }) {
  const { t, i18n } = useTranslation('echoReview');
  const { quiz, questions } = data;
  const [filter, setFilter] = useState<ProgressFilter>('all');
  const [sort, setSort] = useState<ProgressSort>('name');
  const [search, setSearch] = useState('');
  const [openStudent, setOpenStudent] = useState<number | null>(null);
  const exporting = useExportEchoProgress(course.courseid, echoId);
  const failureToast = useFailureToast();

  const students = visibleStudents(data.record, { filter, sort, search, language: i18n.language });
  // The open student follows the latest answer, so new scores show in the panel as they come.
  const opened = data.record.find((student) => student.stuid === openStudent) ?? null;
  const answered = data.record.some((student) => student.answers.length > 0);
  const scoring = data.record.reduce(
    (count, student) => count + student.answers.filter((a) => a.state === 'queued' || a.state === 'scoring').length,
    0,
  );

  const columns: TableColumnsType<StudentRow> = [
    studentColumn(t('table.student'), (name) => t('table.openAnswers', { name }), setOpenStudent),
    {
      key: 'submitted',
      title: t('table.state'),
      render: (_, { state }) => <StudentQuizStateTag state={state} />,
    },
    {
      key: 'score',
      title: t('table.score'),
      align: 'right',
      render: (_, student) => (
        <span className={layout.figure}>
          {formatScore(student.score)}
          {student.answers.some((answer) => answer.override !== null) && <TeacherMark />}
        </span>
      ),
    },
    ...questions.map((question, index): TableColumnsType<StudentRow>[number] => ({
      key: `q${question.qid}`,
      title: (
        <span title={question.text}>
          <span aria-hidden>{t('table.questionShort', { number: index + 1 })}</span>
          <span className="visually-hidden">{t('table.questionLong', { number: index + 1 })}</span>
        </span>
      ),
      align: 'center',
      className: styles.questionCell,
      render: (_, student) => <QuestionCell answer={student.answers.find((answer) => answer.qid === question.qid)} />,
    })),
    {
      key: 'last',
      title: t('table.lastSubmission'),
      render: (_, student) => {
        const moment = lastSubmission(student);
        return moment ? <time dateTime={moment}>{formatDateTime(moment)}</time> : '–';
      },
    },
  ];

  return (
    <Panel id="echo-progress-title" title={quiz.name}>
      {links && <div className={layout.links}>{links(quiz)}</div>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('facts.state')}</dt>
          <dd>
            <Tag color={STATE_COLOR[quiz.state]}>{t(`quizState.${quiz.state}`)}</Tag>
            {quiz.auto && <Tag color="purple">{t('facts.auto')}</Tag>}
            {quiz.extra && <Tag color="gold">{t('facts.extra')}</Tag>}
          </dd>
        </div>
        {quiz.kind === 'weekly' ? (
          <div>
            <dt>{t('facts.dates')}</dt>
            <dd>
              {quiz.open_date && quiz.close_date
                ? t('facts.dateRange', { open: formatDate(quiz.open_date), close: formatDate(quiz.close_date) })
                : '–'}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('facts.material')}</dt>
            <dd>{quiz.resource_name ?? '–'}</dd>
          </div>
        )}
        <div>
          <dt>{t('facts.questions')}</dt>
          <dd>
            {t('facts.questionsValue', {
              count: quiz.questions,
              sentences: quiz.sentence_questions,
              words: quiz.word_questions,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.submitted')}</dt>
          <dd>{t('facts.submittedValue', { submitted: quiz.submitted, assigned: quiz.assigned })}</dd>
        </div>
        <div>
          <dt>{t('facts.average')}</dt>
          <dd>{formatScore(quiz.average_score)}</dd>
        </div>
        {quiz.published_at && (
          <div>
            <dt>{t('facts.published')}</dt>
            <dd>{formatDateTime(quiz.published_at)}</dd>
          </div>
        )}
      </dl>
      {isScoringPending(data) && (
        <p className={styles.scoring} role="status">
          <SyncOutlined spin aria-hidden /> {t('progress.scoring', { count: scoring })}
        </p>
      )}
      {data.record.length === 0 ? (
        <StatePanel icon={<TeamOutlined />} title={t('progress.noStudentsTitle')}>
          {t('progress.noStudentsBody')}
        </StatePanel>
      ) : !answered ? (
        <StatePanel icon={<SoundOutlined />} title={t('progress.noAnswersTitle')}>
          {t(quiz.state === 'published' ? 'progress.noAnswersBody' : 'progress.noAnswersUnpublished')}
        </StatePanel>
      ) : (
        <>
          <SearchToolbar<ProgressSort>
            search={{
              value: search,
              onChange: setSearch,
              label: t('toolbar.search'),
              placeholder: t('toolbar.searchPlaceholder'),
            }}
            sort={{
              label: t('toolbar.sort'),
              value: sort,
              onChange: setSort,
              options: PROGRESS_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })),
            }}
          >
            <SortSelect<ProgressFilter>
              label={t('toolbar.filter')}
              value={filter}
              onChange={setFilter}
              options={PROGRESS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate(quiz.name, { onError: failureToast })}
            >
              {t('toolbar.export')}
            </Button>
          </SearchToolbar>
          {students.length === 0 ? (
            <StatePanel icon={<TeamOutlined />} title={t('progress.noMatchTitle')}>
              {t('progress.noMatchBody')}
            </StatePanel>
          ) : (
            <ListTable rowKey="stuid" columns={columns} dataSource={students} pagination={false} size="small" />
          )}
        </>
      )}
      <StudentAnswers
        courseId={course.courseid}
        student={opened}
        questions={questions}
        readOnly={readOnly}
        studentPath={(stuid) => studentPagePath(course, stuid, readOnly)}
        onClose={() => setOpenStudent(null)}
      />
    </Panel>
  );
}

/** One question's cell: its score, or where its scoring stands, in a glyph and words for screen readers. */
function QuestionCell({ answer }: { answer: EchoAnswer | undefined }) {
  const { t } = useTranslation('echoReview');
  const { t: tError } = useTranslation('errors');
  if (!answer) {
    return (
      <>
        <span aria-hidden>–</span>
        <span className="visually-hidden">{t('table.notAnswered')}</span>
      </>
    );
  }
  if (answer.state === 'queued' || answer.state === 'scoring') {
    const Icon = answer.state === 'queued' ? ClockCircleOutlined : SyncOutlined;
    return (
      <span className={styles.pending} title={t(`answerState.${answer.state}`)}>
        <Icon aria-hidden spin={answer.state === 'scoring'} />
        <span className="visually-hidden">{t(`answerState.${answer.state}`)}</span>
      </span>
    );
  }
  if (answer.state === 'failed' && answer.override === null) {
    const text = t('table.failed', { reason: failureReason(answer, tError) });
    return (
      <span className={styles.failed} title={text}>
        <ExclamationCircleOutlined aria-hidden />
        <span className="visually-hidden">{text}</span>
      </span>
    );
  }
  return (
    <span className={layout.figure}>
      {formatScore(shownScore(answer))}
      {answer.override !== null && <TeacherMark />}
    </span>
  );
}
