import { CheckOutlined, CloseOutlined, FileSearchOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import type { EchoQuestionWarning, Textbook } from '@lms/shared';
import { Button, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout/Layout.module.css';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { failureCode } from '../../../lib/request-failure';
import { type EchoSentence, useSentences } from '../api/get-sentences';
import { videoTime } from '../sentence-place';
import styles from './SentencePicker.module.css';
import { SpokenWords } from './SpokenWords';

/** A sentence taken into the quiz, with what the engine said of its words. */
export interface PickedSentence {
  text: string;
  resourceid: number;
  warnings: EchoQuestionWarning[];
}

/** A material the picker can list, as the class library has it. */
export type PickerMaterial = Pick<Textbook, 'resourceid' | 'resource_name' | 'type'>;

interface SentencePickerProps {
  courseId: number;
  /** The class library's materials to choose from; ignored when `fixed` is given. */
  library: PickerMaterial[];
  /** A speaking task's own material: its sentences are listed, no other material can be chosen. */
  fixed?: PickerMaterial;
  /** Materials chosen from the start (those a saved quiz's sentences come from), the first one shown. */
  initial?: readonly number[];
  /** Whether a sentence of a material is already a question. */
  isAdded(text: string, resourceid: number): boolean;
  /** The quiz has as many questions as it may. */
  full: boolean;
  onAdd(sentences: PickedSentence[]): void;
  /** What the engine said of a material's sentences, as soon as they are read. */
  onLearn?(sentences: PickedSentence[]): void;
}

/**
 * The left side of the editor: materials of the class library and, for the one shown, its
 * sentences in reading order with their page or video time, each with a button to add it.
 */
export function SentencePicker(props: SentencePickerProps) {
  const { courseId, library, fixed, initial = [], isAdded, full, onAdd, onLearn } = props;
  const { t } = useTranslation('echo');
  const [picked, setPicked] = useState<PickerMaterial[]>(() =>
    fixed ? [fixed] : library.filter((one) => initial.includes(one.resourceid)),
  );
  const [shown, setShown] = useState<number | null>(() => fixed?.resourceid ?? picked[0]?.resourceid ?? null);
  const material = picked.find((one) => one.resourceid === shown) ?? null;

  const pick = (resourceid: number) => {
    const found = library.find((one) => one.resourceid === resourceid);
    if (!found) return;
    setPicked((current) => (current.some((one) => one.resourceid === resourceid) ? current : [...current, found]));
    setShown(resourceid);
  };
  const drop = (resourceid: number) => {
    const rest = picked.filter((one) => one.resourceid !== resourceid);
    setPicked(rest);
    if (shown === resourceid) setShown(rest[0]?.resourceid ?? null);
  };

  return (
    <div className={styles.picker}>
      {!fixed && (
        <>
          <Select<number>
            className={styles.choose}
            showSearch={{ optionFilterProp: 'label' }}
            value={null}
            placeholder={t('picker.choose')}
            aria-label={t('picker.choose')}
            options={library.map((one) => ({
              value: one.resourceid,
              label: `${one.resource_name} · ${t(`picker.type.${one.type}`)}`,
            }))}
            disabled={library.length === 0}
            onChange={pick}
          />
          {picked.length > 0 && (
            <ul className={layout.chipList} aria-label={t('picker.picked')}>
              {picked.map((one) => (
                <li key={one.resourceid} className={styles.chip} data-current={one.resourceid === shown}>
                  <button
                    type="button"
                    className={styles.chipName}
                    aria-pressed={one.resourceid === shown}
                    onClick={() => setShown(one.resourceid)}
                    lang="en"
                  >
                    {one.resource_name}
                  </button>
                  <button
                    type="button"
                    className={styles.chipDrop}
                    aria-label={t('picker.drop', { name: one.resource_name })}
                    onClick={() => drop(one.resourceid)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {material ? (
        <MaterialSentences
          key={material.resourceid}
          courseId={courseId}
          material={material}
          isAdded={isAdded}
          full={full}
          onAdd={onAdd}
          onLearn={onLearn}
        />
      ) : (
        <StatePanel
          icon={<FileSearchOutlined />}
          title={library.length === 0 ? t('picker.noLibrary') : t('picker.noneChosen')}
        >
          {library.length === 0 ? t('picker.noLibraryBody') : t('picker.noneChosenBody')}
        </StatePanel>
      )}
    </div>
  );
}

interface MaterialSentencesProps {
  courseId: number;
  material: PickerMaterial;
  isAdded(text: string, resourceid: number): boolean;
  full: boolean;
  onAdd(sentences: PickedSentence[]): void;
  onLearn?(sentences: PickedSentence[]): void;
}

function MaterialSentences({ courseId, material, isAdded, full, onAdd, onLearn }: MaterialSentencesProps) {
  const { t } = useTranslation('echo');
  const { t: tError } = useTranslation('errors');
  const sentences = useSentences(courseId, material.resourceid);
  const name = material.resource_name;
  useEffect(() => {
    if (sentences.data) {
      onLearn?.(sentences.data.map((sentence) => ({ ...sentence, resourceid: material.resourceid })));
    }
  }, [sentences.data, onLearn, material.resourceid]);
  const asPicked = (sentence: EchoSentence): PickedSentence => ({
    text: sentence.text,
    resourceid: material.resourceid,
    warnings: sentence.warnings,
  });

  if (sentences.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('picker.loading', { name })}
        </span>
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (sentences.isError) {
    return (
      <StatePanel
        role="alert"
        icon={<WarningOutlined />}
        title={t('picker.error', { name })}
        action={<Button onClick={() => sentences.refetch()}>{t('retry')}</Button>}
      >
        {tError(failureCode(sentences.error))}
      </StatePanel>
    );
  }
  if (sentences.data.length === 0) {
    return (
      <StatePanel icon={<FileSearchOutlined />} title={t('picker.noSentences', { name })}>
        {t('picker.noSentencesBody')}
      </StatePanel>
    );
  }

  const notYet = sentences.data.filter((sentence) => !isAdded(sentence.text, material.resourceid));
  return (
    <section className={styles.sentences} aria-label={t('picker.sentencesOf', { name })}>
      <div className={styles.sentencesHead}>
        <span className={styles.count}>{t('picker.count', { count: sentences.data.length })}</span>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={full || notYet.length === 0}
          onClick={() => onAdd(notYet.map(asPicked))}
        >
          {t('picker.addAll')}
        </Button>
      </div>
      <ol className={styles.list}>
        {sentences.data.map((sentence) => {
          const added = isAdded(sentence.text, material.resourceid);
          return (
            <li key={sentence.position} className={styles.sentence}>
              <span className={styles.place}>
                {sentence.page !== null
                  ? t('picker.page', { page: sentence.page })
                  : sentence.start_ms !== null
                    ? videoTime(sentence.start_ms)
                    : ''}
              </span>
              <span className={styles.sentenceText}>
                <SpokenWords text={sentence.text} warnings={sentence.warnings} />
              </span>
              {added ? (
                <span className={styles.added}>
                  <CheckOutlined aria-hidden /> {t('picker.added')}
                </span>
              ) : (
                <Button
                  size="small"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={full}
                  aria-label={t('picker.addOne', { position: sentence.position, text: sentence.text })}
                  onClick={() => onAdd([asPicked(sentence)])}
                >
                  {t('picker.add')}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
