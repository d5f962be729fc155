import { CheckOutlined, EditOutlined, SoundOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ECHO_LIMITS, type EchoQuestionWarning, isWordQuestion, questionWords } from '@lms/shared';
import { Button, Input, Tag } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/drag-handle/DragHandle';
import { type MoveDirection, OrderButtons } from '../../../components/order-buttons/OrderButtons';
import { useFocusFollowsMove } from '../../../components/order-buttons/use-focus-follows-move';
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
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const keys = questions.map((question) => question.key);
  const positionOf = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;

  const moved = useFocusFollowsMove(list, keys);
  const { focusKey } = props;
  useEffect(() => {
    if (focusKey) list.current?.querySelector<HTMLElement>(`[data-question="${focusKey}"]`)?.focus();
  }, [focusKey]);

  const move = (from: number, to: number) => onChange(arrayMove(questions, from, to));
  const moveBy = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    move(index, to);
    moved(questions[index]!.key, direction);
    setAnnouncement(t('questions.announce.end', { from: index + 1, position: to + 1, total: questions.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('questions.announce.start', { from: positionOf(active.id), total: keys.length }),
    onDragOver: ({ active, over }) =>
      over ? t('questions.announce.over', { from: positionOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('questions.announce.end', {
            from: positionOf(active.id),
            position: positionOf(over.id),
            total: keys.length,
          })
        : t('questions.announce.cancel', { from: positionOf(active.id) }),
    onDragCancel: ({ active }) => t('questions.announce.cancel', { from: positionOf(active.id) }),
  };

  const rows = questions.map((question, index) => (
    <QuestionRow
      key={question.key}
      {...props}
      question={question}
      index={index}
      last={index === questions.length - 1}
      onMove={(direction) => moveBy(index, direction)}
      onText={(text) => onChange(questions.map((one) => (one.key === question.key ? { ...one, text } : one)))}
      onRemove={() => {
        onChange(questions.filter((one) => one.key !== question.key));
        setAnnouncement(t('questions.removed', { position: index + 1 }));
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('questions.instructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol ref={list} className={styles.list}>
          {rows}
        </ol>
      </SortableContext>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </DndContext>
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

  const sortable = useSortable({ id: question.key, disabled: locked });
  const { setNodeRef, transform, transition, isDragging } = sortable;

  return (
    <li
      ref={locked ? undefined : setNodeRef}
      className={styles.row}
      data-dragging={isDragging}
      data-invalid={Boolean(shownProblem)}
      data-question={question.key}
      tabIndex={-1}
      style={locked ? undefined : { transform: CSS.Translate.toString(transform), transition }}
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
