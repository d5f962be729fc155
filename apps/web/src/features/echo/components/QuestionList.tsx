import { CheckOutlined, EditOutlined, SoundOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import { ECHO_LIMITS, type EchoQuestionWarning, isWordQuestion, questionWords } from '@lms/shared';
import { Button, Input, Tag } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/drag-handle/DragHandle';
import { type MoveDirection, OrderButtons } from '../../../components/order-buttons/OrderButtons';
import { SortableList } from '../../../components/sortable-list/SortableList';
import { useSortableList } from '../../../components/sortable-list/use-sortable-list';
import { useSortableRow } from '../../../components/sortable-list/use-sortable-row';
import { type DraftQuestion, questionProblem } from '../echo-draft';
import styles from './QuestionList.module.css';
import { SpokenWords, useWarningSummary } from './SpokenWords';

export interface QuestionListProps {
  questions: DraftQuestion[];
  /** The engine's warnings for a wording, once known. */
  warningsOf(text: string): readonly EchoQuestionWarning[] | undefined;
  /** The name of the material a sentence was taken from. */
  materialName(resourceid: number): string | null;
  /** A published quiz: its questions are shown, not changed. */
  locked: boolean;
  /** Problems are shown once the teacher has tried to save. */
  showProblems: boolean;
  /** A question just added: the focus goes to it once it is drawn. */
  focusKey?: string | null;
  onChange(questions: DraftQuestion[]): void;
  /** "Try it" for one wording; the page supplies it. */
  renderTryIt?(text: string): ReactNode;
}

/**
 * The quiz's questions in order. Rows are dragged by their handle with the mouse, or with the
 * keyboard (space to lift, arrows to move, space to drop); the up and down buttons do the same
 * in one press each. Each wording is edited in place, with its word count and the words the
 * engine may score poorly underlined.
 */
export function QuestionList(props: QuestionListProps) {
  const { questions, locked, onChange } = props;
  const { t } = useTranslation('echo');
  const sortable = useSortableList({
    keys: questions.map((question) => question.key),
    onMove: (from, to) => onChange(arrayMove(questions, from, to)),
    words: {
      start: ({ from, total }) => t('questions.announce.start', { from, total }),
      over: ({ from, to }) => t('questions.announce.over', { from, position: to }),
      end: ({ from, to, total }) => t('questions.announce.end', { from, position: to, total }),
      cancel: ({ from }) => t('questions.announce.cancel', { from }),
    },
  });
  const { list, announce } = sortable;

  const { focusKey } = props;
  useEffect(() => {
    if (focusKey) list.current?.querySelector<HTMLElement>(`[data-question="${focusKey}"]`)?.focus();
  }, [focusKey, list]);

  const rows = questions.map((question, index) => (
    <QuestionRow
      key={question.key}
      {...props}
      question={question}
      index={index}
      last={index === questions.length - 1}
      onMove={(direction) => sortable.moveBy(index, direction)}
      onText={(text) => onChange(questions.map((one) => (one.key === question.key ? { ...one, text } : one)))}
      onRemove={() => {
        onChange(questions.filter((one) => one.key !== question.key));
        announce(t('questions.removed', { position: index + 1 }));
      }}
    />
  ));

  if (locked) {
    return (
      <ol ref={list} className={styles.list}>
        {rows}
      </ol>
    );
  }
  return (
    <SortableList sortable={sortable} instructions={t('questions.instructions')} className={styles.list}>
      {rows}
    </SortableList>
  );
}

interface QuestionRowProps extends QuestionListProps {
  question: DraftQuestion;
  index: number;
  last: boolean;
  onMove(direction: MoveDirection): void;
  onText(text: string): void;
  onRemove(): void;
}

function QuestionRow({
  question,
  index,
  last,
  locked,
  showProblems,
  warningsOf,
  materialName,
  renderTryIt,
  onMove,
  onText,
  onRemove,
}: QuestionRowProps) {
  const { t } = useTranslation('echo');
  const [editing, setEditing] = useState(false);
  const [trying, setTrying] = useState(false);
  const id = useId();
  const position = index + 1;
  const count = questionWords(question.text).length;
  const problem = questionProblem(question.text);
  const warnings = warningsOf(question.text.trim()) ?? [];
  const summary = useWarningSummary(warnings);
  const source = question.resourceid === null ? t('questions.own') : materialName(question.resourceid);
  // Problems show at once while the wording is edited, else once saving was tried.
  const shownProblem = problem && (showProblems || editing) ? problem : null;

  const { sortable, rowProps } = useSortableRow(question.key, locked);

  return (
    <li
      className={styles.row}
      {...rowProps}
      data-invalid={Boolean(shownProblem)}
      data-question={question.key}
      tabIndex={-1}
      aria-label={t('questions.row', { position })}
    >
      <div className={styles.head}>
        {!locked && <DragHandle label={t('questions.drag', { position })} sortable={sortable} />}
        <span className={styles.position}>{position}</span>
        <div className={styles.body}>
          {editing ? (
            <Input.TextArea
              id={`${id}-text`}
              className={styles.textArea}
              value={question.text}
              autoFocus
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={ECHO_LIMITS.questionTextMax}
              aria-label={t('questions.wording', { position })}
              aria-invalid={Boolean(shownProblem)}
              aria-describedby={`${id}-facts`}
              lang="en"
              onChange={(event) => onText(event.target.value)}
              onKeyDown={(event) => {
                // Enter ends editing (a question is one line); Escape too.
                if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Escape') {
                  event.preventDefault();
                  setEditing(false);
                }
              }}
            />
          ) : (
            <p className={styles.text}>
              {count > 0 ? <SpokenWords text={question.text} warnings={warnings} /> : t('questions.noWords')}
            </p>
          )}
          <div id={`${id}-facts`} className={styles.facts}>
            <span data-over={count > ECHO_LIMITS.wordsMax}>
              {t('questions.words', { count, max: ECHO_LIMITS.wordsMax })}
            </span>
            {count > 0 && (
              <Tag className={styles.kindTag}>
                {isWordQuestion(question.text) ? t('questions.wordQuestion') : t('questions.sentenceQuestion')}
              </Tag>
            )}
            {source && <span className={styles.source}>{source}</span>}
          </div>
          {shownProblem && (
            <p className={styles.problem} role="alert">
              {t(`questionProblems.${shownProblem}`, { max: ECHO_LIMITS.wordsMax, chars: ECHO_LIMITS.questionTextMax })}
            </p>
          )}
          {summary && <p className={styles.summary}>{summary}</p>}
        </div>
        <div className={styles.actions}>
          {renderTryIt && (
            <Button
              size="small"
              icon={<SoundOutlined aria-hidden />}
              aria-expanded={trying}
              aria-controls={`${id}-try`}
              disabled={problem !== null}
              onClick={() => setTrying((open) => !open)}
            >
              {t('questions.try')}
              <span className="visually-hidden"> – {t('questions.row', { position })}</span>
            </Button>
          )}
          {!locked && (
            <>
              <Button
                size="small"
                type="text"
                icon={editing ? <CheckOutlined aria-hidden /> : <EditOutlined aria-hidden />}
                aria-label={editing ? t('questions.doneOne', { position }) : t('questions.editOne', { position })}
                aria-pressed={editing}
                onClick={() => setEditing((open) => !open)}
              />
              <OrderButtons
                size="small"
                labels={{
                  up: t('questions.moveUp', { position }),
                  down: t('questions.moveDown', { position }),
                  remove: t('questions.remove', { position }),
                }}
                first={index === 0}
                last={last}
                moveKey={question.key}
                onMove={onMove}
                onRemove={onRemove}
              />
            </>
          )}
        </div>
      </div>
      {renderTryIt && trying && problem === null && (
        <div id={`${id}-try`} className={styles.tryIt}>
          {renderTryIt(question.text.trim())}
        </div>
      )}
    </li>
  );
}
