import { PlusOutlined, SaveOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ECHO_LIMITS, type EchoState, type ErrorCode, questionWords } from '@lms/shared';
import { Alert, Button, Checkbox, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import editor from '../../../components/editor/Editor.module.css';
import { EditorFooter } from '../../../components/editor/EditorFooter';
import { EditorForm } from '../../../components/editor/EditorForm';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { LeaveDialog } from '../../../components/leave-dialog/LeaveDialog';
import { Panel } from '../../../components/panel/Panel';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { showToast } from '../../../components/toast/toast-store';
import { DATE_FORMAT } from '../../../lib/date-format';
import { failureCode } from '../../../lib/request-failure';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateEcho } from '../api/create-echo';
import { useEditEcho } from '../api/edit-echo';
import { usePublishEcho } from '../api/publish-echo';
import {
  bodyOf,
  type DraftProblem,
  type EchoDraft,
  hasQuestion,
  problemsOf,
  questionProblem,
  sameDraft,
  withQuestions,
} from '../echo-draft';
import { useQuestionWarnings } from '../use-question-warnings';
import styles from './EchoEditor.module.css';
import { EchoStateTag } from './EchoTags';
import { PublishDialog } from './PublishDialog';
import { QuestionList } from './QuestionList';
import { type PickedSentence, type PickerMaterial, SentencePicker } from './SentencePicker';

export interface EchoEditorProps {
  courseId: number;
  /** The page's title, on the details panel. */
  title: string;
  /** The quiz as saved; absent for a new one. */
  saved?: { echoId: number; state: EchoState };
  initial: EchoDraft;
  /** The class library's materials, to pick sentences from. */
  library: PickerMaterial[];
  /** A speaking task's material: the only one its sentences come from. */
  material?: PickerMaterial;
  /** Where Cancel goes, and the page once the quiz is saved or published. */
  backTo: string;
  /** "Try it" for one wording: the page supplies it. */
  renderTryIt?(text: string): ReactNode;
}

const today = () => dayjs().format('YYYY-MM-DD');
const FIELD_PROBLEMS: DraftProblem[] = ['nameRequired', 'datesRequired', 'closeBeforeOpen', 'closePast'];

/**
 * Creates or edits an Echo Valley quiz or a speaking task: its name and (weekly) dates and
 * extra flag; sentences picked from the class library's materials on the left; the questions
 * in order on the right, edited, added, removed and reordered. Saved unpublished, or published
 * after the teacher confirms. A published quiz is shown as it stays.
 */
export function EchoEditor({
  courseId,
  title,
  saved,
  initial,
  library,
  material,
  backTo,
  renderTryIt,
}: EchoEditorProps) {
  const { t } = useTranslation('echo');
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const create = useCreateEcho(courseId);
  const edit = useEditEcho(courseId);
  const publish = usePublishEcho(courseId);
  const [draft, setDraft] = useState(initial);
  const [savedDraft, setSavedDraft] = useState(initial);
  const [echoId, setEchoId] = useState(saved?.echoId ?? null);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [asking, setAsking] = useState(false);
  const [own, setOwn] = useState('');
  const [ownTried, setOwnTried] = useState(false);
  const firstError = useFirstError();
  // The first question a pick of sentences added: the focus goes to it.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const locked = saved !== undefined && saved.state !== 'unpublished';
  const dirty = !locked && !sameDraft(draft, savedDraft);
  const guard = useLeaveGuard(dirty);
  const { release } = guard;
  const { warningsOf, learn } = useQuestionWarnings(
    courseId,
    draft.questions.map((question) => question.text),
  );
  const saving = create.isPending || edit.isPending;
  const weekly = draft.kind === 'weekly';
  const full = draft.questions.length >= ECHO_LIMITS.questionsMax;

  const problems = attempted ? problemsOf(draft, today()) : [];
  const has = (problem: DraftProblem) => problems.includes(problem);
  const datesProblem = (['datesRequired', 'closeBeforeOpen', 'closePast'] as const).find(has);
  const questionsProblem = (['noQuestions', 'tooManyQuestions', 'questionInvalid'] as const).find(has);
  const ownProblem = ownTried ? questionProblem(own) : null;
  const names = new Map(
    [...library, ...(material ? [material] : [])].map((one) => [one.resourceid, one.resource_name]),
  );

  const change = (changes: Partial<EchoDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setRefusal(null);
  };
  const addSentences = (sentences: PickedSentence[]) => {
    learn(sentences);
    const { draft: next, leftOut } = withQuestions(draft, sentences);
    change({ questions: next.questions });
    setAddedKey(next.questions[draft.questions.length]?.key ?? null);
    if (leftOut > 0) showToast(t('questions.leftOut', { count: leftOut, max: ECHO_LIMITS.questionsMax }), 'warning');
  };
  const addOwn = () => {
    setOwnTried(true);
    if (questionProblem(own) !== null || full) return;
    change({ questions: withQuestions(draft, [{ text: own.trim(), resourceid: null }]).draft.questions });
    setOwn('');
    setOwnTried(false);
  };

  /** Checks and saves the draft; answers the quiz's id, or null when a rule or the server refused. */
  const persist = async (): Promise<number | null> => {
    setAttempted(true);
    const found = problemsOf(draft, today());
    if (found.length > 0) {
      firstError.reveal();
      return null;
    }
    try {
      const body = bodyOf(draft);
      let id = echoId;
      if (id === null) {
        id = await create.mutateAsync(body);
        setEchoId(id);
      } else if (!sameDraft(draft, savedDraft)) {
        await edit.mutateAsync({ echoid: id, body });
      }
      setSavedDraft(draft);
      return id;
    } catch (error) {
      setRefusal(failureCode(error));
      firstError.reveal();
      return null;
    }
  };

  const leave = () => {
    release();
    navigate(backTo);
  };
  const save = async () => {
    const id = await persist();
    if (id === null) return;
    showToast(t('editor.saved', { name: draft.name.trim() }), 'success');
    leave();
  };
  const askToPublish = () => {
    setAttempted(true);
    if (problemsOf(draft, today()).length === 0) setAsking(true);
    else firstError.reveal();
  };
  const confirmPublish = async () => {
    const id = await persist();
    if (id === null) {
      setAsking(false);
      return;
    }
    try {
      await publish.mutateAsync(id);
      showToast(t('editor.published', { name: draft.name.trim() }), 'success');
      setAsking(false);
      leave();
    } catch (error) {
      setAsking(false);
      setRefusal(failureCode(error));
      firstError.reveal();
    }
  };

  const fieldError = (problem: DraftProblem | undefined) =>
    problem && FIELD_PROBLEMS.includes(problem) ? t(`problems.${problem}`) : null;

  return (
    <EditorForm
      formRef={firstError.ref}
      onSave={() => {
        if (!locked) void save();
      }}
    >
      <Panel id="echo-details" title={title}>
        {saved && (
          <p className={styles.state}>
            {t('editor.state')} <EchoStateTag state={saved.state} />
          </p>
        )}
        {locked && (
          <Alert
            className={styles.notice}
            type="info"
            showIcon
            title={saved?.state === 'generating' ? tError('quiz.generating') : t('editor.locked')}
          />
        )}
        {material && (
          <p className={styles.material}>
            {t('editor.material')} <span lang="en">{material.resource_name}</span>
          </p>
        )}
        <div className={editor.fields}>
          <div className={editor.wide}>
            <Field
              id="echo-name"
              label={t('fields.name')}
              error={has('nameRequired') ? t('problems.nameRequired') : null}
            >
              {(control) => (
                <Input
                  {...control}
                  value={draft.name}
                  disabled={locked}
                  maxLength={ECHO_LIMITS.nameMax}
                  showCount
                  onChange={(event) => change({ name: event.target.value })}
                />
              )}
            </Field>
          </div>
          {weekly && (
            <>
              <Field id="echo-open" label={t('fields.open')} error={fieldError(datesProblem)}>
                {(control) => (
                  <DatePicker
                    {...control}
                    value={draft.openDate ? dayjs(draft.openDate) : null}
                    disabled={locked}
                    format={DATE_FORMAT}
                    onChange={(date) => change({ openDate: date ? date.format('YYYY-MM-DD') : null })}
                  />
                )}
              </Field>
              <Field id="echo-close" label={t('fields.close')}>
                {(control) => (
                  <DatePicker
                    {...control}
                    aria-invalid={Boolean(datesProblem)}
                    aria-describedby={datesProblem ? 'echo-open-error' : undefined}
                    value={draft.closeDate ? dayjs(draft.closeDate) : null}
                    disabled={locked}
                    format={DATE_FORMAT}
                    disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                    onChange={(date) => change({ closeDate: date ? date.format('YYYY-MM-DD') : null })}
                  />
                )}
              </Field>
              <div className={editor.wide}>
                <Checkbox
                  checked={draft.extra}
                  disabled={locked}
                  onChange={(event) => change({ extra: event.target.checked })}
                >
                  {t('fields.extra')}
                </Checkbox>
                <p className={styles.hint}>{t('fields.extraHint')}</p>
              </div>
            </>
          )}
        </div>
      </Panel>

      <div className={styles.columns}>
        {!locked && (
          <Panel
            id="echo-picker"
            title={t('picker.title')}
            description={material ? t('picker.fromTask') : t('picker.fromLibrary')}
          >
            <SentencePicker
              courseId={courseId}
              library={library}
              fixed={material}
              full={full}
              initial={initial.questions.flatMap((question) =>
                question.resourceid === null ? [] : [question.resourceid],
              )}
              isAdded={(text, resourceid) => hasQuestion(draft, text, resourceid)}
              onAdd={addSentences}
              onLearn={learn}
            />
          </Panel>
        )}
        <Panel
          id="echo-questions"
          title={t('questions.title', { total: draft.questions.length, max: ECHO_LIMITS.questionsMax })}
        >
          {questionsProblem && (
            <p className={editor.error} role="alert" data-form-error>
              {t(`problems.${questionsProblem}`, { max: ECHO_LIMITS.questionsMax })}
            </p>
          )}
          {full && !locked && (
            <Alert
              className={styles.notice}
              type="warning"
              showIcon
              title={t('questions.full', { max: ECHO_LIMITS.questionsMax })}
            />
          )}
          {draft.questions.length === 0 ? (
            <StatePanel icon={<UnorderedListOutlined />} title={t('questions.emptyTitle')}>
              {t('questions.emptyBody')}
            </StatePanel>
          ) : (
            <QuestionList
              questions={draft.questions}
              warningsOf={warningsOf}
              materialName={(resourceid) => names.get(resourceid) ?? null}
              locked={locked}
              showProblems={attempted}
              focusKey={addedKey}
              onChange={(questions) => change({ questions })}
              renderTryIt={renderTryIt}
            />
          )}
          {!locked && (
            <div className={styles.own}>
              <Field
                id="echo-own"
                label={t('questions.ownLabel')}
                error={
                  ownProblem
                    ? t(`questionProblems.${ownProblem}`, {
                        max: ECHO_LIMITS.wordsMax,
                        chars: ECHO_LIMITS.questionTextMax,
                      })
                    : null
                }
              >
                {(control) => (
                  <div className={styles.ownRow}>
                    <Input
                      {...control}
                      lang="en"
                      value={own}
                      maxLength={ECHO_LIMITS.questionTextMax}
                      placeholder={t('questions.ownPlaceholder', { max: ECHO_LIMITS.wordsMax })}
                      onChange={(event) => setOwn(event.target.value)}
                      onPressEnter={(event) => {
                        event.preventDefault();
                        addOwn();
                      }}
                      suffix={
                        <span className={styles.ownCount}>
                          {t('questions.words', { count: questionWords(own).length, max: ECHO_LIMITS.wordsMax })}
                        </span>
                      }
                    />
                    <Button icon={<PlusOutlined aria-hidden />} disabled={full} onClick={addOwn}>
                      {t('questions.addOwn')}
                    </Button>
                  </div>
                )}
              </Field>
            </div>
          )}
        </Panel>
      </div>

      <EditorFooter failure={refusal && tError(refusal)} unsaved={dirty ? t('editor.unsaved') : null}>
        <Button onClick={() => navigate(backTo)}>{locked ? t('actions.back') : t('actions.cancel')}</Button>
        {!locked && (
          <>
            <Button htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving && !asking}>
              {t('actions.save')}
            </Button>
            <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={askToPublish}>
              {t('actions.publish')}
            </Button>
          </>
        )}
      </EditorFooter>

      <PublishDialog
        name={asking ? draft.name.trim() : null}
        publishing={saving || publish.isPending}
        onPublish={() => void confirmPublish()}
        onCancel={() => setAsking(false)}
      />
      <LeaveDialog guard={guard} saving={saving} body={t('leave.body')} save={persist} />
    </EditorForm>
  );
}
