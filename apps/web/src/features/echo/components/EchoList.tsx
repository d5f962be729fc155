import { AudioOutlined, DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { type CourseInfo, ECHO_KINDS, ECHO_STATES, type EchoSummary, wholeScore } from '@lms/shared';
import { Alert, Button, Grid, Popconfirm, Segmented, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { LoadingSkeleton } from '../../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../../components/query-view/QueryView';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { createEchoPath, echoProgressPath, editEchoPath } from '../../../entities/echo/echo-paths';
import { type EchoList as ClassQuizzes, useEchoList } from '../../../entities/echo/get-echo-list';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useDeleteEcho } from '../api/delete-echo';
import { usePublishEcho } from '../api/publish-echo';
import { filterQuizzes, type KindFilter, type StateFilter } from '../echo-filters';
import { AutoEchoPanel } from './AutoEchoPanel';
import styles from './EchoList.module.css';
import { EchoKindTag, EchoStateTag } from './EchoTags';
import { PublishDialog } from './PublishDialog';

interface EchoListProps {
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;
  readOnly: boolean;
}

/**
 * The class's Echo Valley quizzes and speaking tasks: their questions, state, dates and how
 * many students answered; filters; publishing and deleting a draft; and the class's
 * auto-assigned oral quizzes with their rewards.
 */
export function EchoList(props: EchoListProps) {
  const { t } = useTranslation('echo');
  const quizzes = useEchoList(props.course.courseid);
  const pending = (
    <Panel id="echo-list-title" title={t('list.title')}>
      <LoadingSkeleton label={t('list.loading')} rows={4} />
    </Panel>
  );
  return (
    <QueryView query={quizzes} pending={pending} errorTitle={t('list.error')}>
      {(data) => <EchoListView {...props} data={data} />}
    </QueryView>
  );
}

function EchoListView({ course, readOnly, data }: EchoListProps & { data: ClassQuizzes }) {
  const { t } = useTranslation('echo');
  const { t: tError } = useTranslation('errors');
  const [state, setState] = useState<StateFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  const [search, setSearch] = useState('');
  const [publishing, setPublishing] = useState<EchoSummary | null>(null);
  const remove = useDeleteEcho(course.courseid);
  const publish = usePublishEcho(course.courseid);
  const failureToast = useFailureToast();
  const navigate = useNavigate();
  // Where the columns still need to scroll (a narrow desktop), the actions stay in sight; a phone needs the room.
  const wide = Grid.useBreakpoint().lg ?? false;

  const createButton = !readOnly && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(createEchoPath(course))}>
      {t('list.create')}
    </Button>
  );

  const list = data;
  const generating = list.record.some((quiz) => quiz.state === 'generating');
  const notices = (
    <>
      <AutoEchoPanel courseId={course.courseid} list={list} readOnly={readOnly} />
      {generating && (
        <Alert className={styles.notice} type="info" showIcon role="status" title={tError('quiz.generating')} />
      )}
      {list.auto.enabled && list.auto.last_note === 'nothing_read' && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={
            list.auto.last_note_week
              ? t('auto.nothingRead', { week: formatDate(list.auto.last_note_week) })
              : t('auto.nothingReadLately')
          }
        />
      )}
    </>
  );

  if (list.record.length === 0) {
    return (
      <Panel id="echo-list-title" title={t('list.title')}>
        {notices}
        <StatePanel icon={<AudioOutlined />} title={tError('quiz.none')} action={createButton}>
          {readOnly ? t('list.emptyReadOnly') : t('list.emptyBody')}
        </StatePanel>
      </Panel>
    );
  }

  const confirmPublish = () => {
    if (!publishing) return;
    const { echoid, name } = publishing;
    publish.mutate(echoid, {
      onSuccess: () => showToast(t('editor.published', { name }), 'success'),
      onError: failureToast,
      onSettled: () => setPublishing(null),
    });
  };

  const dash = (
    <>
      <span aria-hidden>—</span>
      <span className="visually-hidden">{t('list.none')}</span>
    </>
  );
  const columns: TableColumnsType<EchoSummary> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, quiz) => (
        <div className={styles.name}>
          <Link to={echoProgressPath(course, quiz.echoid, readOnly)}>{quiz.name}</Link>
          <div className={styles.tags}>
            <EchoKindTag quiz={quiz} />
            {quiz.extra && <Tag color="gold">{t('list.extra')}</Tag>}
          </div>
          {/* When and by whom it was made, under its name: a wide screen holds every column without scrolling. */}
          <span className={styles.detail}>
            {t('columns.created')} <span className={styles.nowrap}>{formatDate(quiz.created)}</span> ·{' '}
            {quiz.auto ? <Tag color="purple">{t('list.auto')}</Tag> : <span>{quiz.author ?? dash}</span>}
          </span>
        </div>
      ),
    },
    {
      key: 'state',
      title: t('columns.state'),
      // When it was published, under its state: one column fewer for a wide screen to hold.
      render: (_, quiz) => (
        <div className={styles.stacked}>
          <EchoStateTag state={quiz.state} />
          {quiz.published_at && (
            <span className={styles.detail}>
              {t('columns.published')} <span className={styles.nowrap}>{formatDateTime(quiz.published_at)}</span>
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'dates',
      title: t('columns.dates'),
      render: (_, { open_date, close_date }) =>
        open_date && close_date ? (
          <span className={styles.dates}>
            {t('list.dates', { open: formatDate(open_date), close: formatDate(close_date) })}
          </span>
        ) : (
          dash
        ),
    },
    {
      key: 'questions',
      title: t('columns.questions'),
      align: 'right',
      render: (_, quiz) => (
        <div className={styles.stacked}>
          <span>{quiz.questions}</span>
          <span className={`${styles.detail} ${styles.nowrap}`}>
            {t('columns.sentences')} {quiz.sentence_questions}
          </span>
          <span className={`${styles.detail} ${styles.nowrap}`}>
            {t('columns.words')} {quiz.word_questions}
          </span>
        </div>
      ),
    },
    {
      key: 'average',
      title: t('columns.average'),
      align: 'right',
      render: (_, quiz) => (quiz.average_score === null ? dash : wholeScore(quiz.average_score)),
    },
    {
      key: 'submitted',
      title: t('columns.submitted'),
      align: 'right',
      render: (_, quiz) => `${quiz.submitted} / ${quiz.assigned}`,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('columns.actions')}</span>,
      fixed: wide ? 'right' : undefined,
      render: (_, quiz) => (
        <div className={styles.actions}>
          <Link
            to={echoProgressPath(course, quiz.echoid, readOnly)}
            aria-label={t('list.progressOne', { name: quiz.name })}
          >
            {t('list.progress')}
          </Link>
          {!readOnly && quiz.state === 'unpublished' && (
            <>
              <Link to={editEchoPath(course, quiz.echoid)} aria-label={t('list.editOne', { name: quiz.name })}>
                {t('list.edit')}
              </Link>
              <Button
                size="small"
                icon={<SendOutlined aria-hidden />}
                aria-label={t('list.publishOne', { name: quiz.name })}
                onClick={() => setPublishing(quiz)}
              >
                {t('actions.publish')}
              </Button>
              <Popconfirm
                title={t('list.deleteTitle', { name: quiz.name })}
                description={t('list.deleteBody')}
                okText={t('list.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('actions.cancel')}
                onConfirm={() =>
                  remove
                    .mutateAsync(quiz.echoid)
                    .then(() => showToast(t('list.deleted', { name: quiz.name }), 'success'))
                    .catch(failureToast)
                }
              >
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('list.deleteOne', { name: quiz.name })}
                />
              </Popconfirm>
            </>
          )}
        </div>
      ),
    },
  ];

  const shown = filterQuizzes(list.record, state, kind, search);
  return (
    <Panel id="echo-list-title" title={t('list.title')}>
      {notices}
      <SearchToolbar
        search={{ value: search, onChange: setSearch, label: t('list.search'), placeholder: t('list.search') }}
      >
        <Segmented<StateFilter>
          className={styles.states}
          value={state}
          onChange={setState}
          aria-label={t('list.stateFilter')}
          options={(['all', ...ECHO_STATES] as const).map((value) => ({ value, label: t(`state.${value}`) }))}
        />
        <Select<KindFilter>
          value={kind}
          onChange={setKind}
          aria-label={t('list.kindFilter')}
          popupMatchSelectWidth={false}
          options={(['all', ...ECHO_KINDS] as const).map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
        {createButton}
      </SearchToolbar>
      <ListTable
        size="middle"
        rowKey="echoid"
        columns={columns}
        dataSource={shown}
        pagination={false}
        locale={{ emptyText: t('list.noMatch') }}
      />
      <PublishDialog
        name={publishing?.name ?? null}
        publishing={publish.isPending}
        onPublish={confirmPublish}
        onCancel={() => setPublishing(null)}
      />
    </Panel>
  );
}
