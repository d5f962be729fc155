import { BOOK_LEVELS, type BookLevel, type LevelStudent, type LevelTestSummary } from '@lms/shared';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useSetLevel } from '../api/set-level';
import styles from './SetLevel.module.css';

interface SetLevelProps {
  courseId: number;
  student: LevelStudent;
  /** The student's latest finished test, whose computed level is accepted or adjusted. */
  test: LevelTestSummary | undefined;
}

/** Accept the latest test's computed level, or set another one; each after a confirmation. */
export function SetLevel({ courseId, student, test }: SetLevelProps) {
  const { t } = useTranslation('level');
  const computed = test?.computed_level as BookLevel | null | undefined;
  const [choice, setChoice] = useState<BookLevel | undefined>(
    (student.level as BookLevel | null) ?? computed ?? undefined,
  );
  const [confirming, setConfirming] = useState<BookLevel | null>(null);
  const save = useSetLevel(courseId);
  const failureToast = useFailureToast();
  const selectId = `level-choice-${student.stuid}`;

  const confirm = () => {
    if (!confirming) return;
    save.mutate(
      { stuid: student.stuid, level: confirming, testid: test?.testid },
      {
        onSuccess: ({ level }) => {
          showToast(t('set.done', { name: student.username, level }), 'success');
          setConfirming(null);
        },
        onError: (error) => {
          setConfirming(null);
          failureToast(error);
        },
      },
    );
  };

  return (
    <section aria-labelledby="level-set-title" className={styles.panel}>
      <h3 id="level-set-title" className={styles.heading}>
        {t('set.title')}
      </h3>
      {test && computed && (
        <p className={styles.explain}>{t('set.fromTest', { kind: t(`kind.${test.kind}`), computed })}</p>
      )}
      <div className={styles.controls}>
        {test && computed && !test.accepted_level && (
          <Button type="primary" onClick={() => setConfirming(computed)}>
            {t('set.accept', { level: computed })}
          </Button>
        )}
        <label htmlFor={selectId} className={styles.label}>
          {t('set.label')}
        </label>
        <Select<BookLevel>
          id={selectId}
          className={styles.select}
          value={choice}
          onChange={setChoice}
          options={BOOK_LEVELS.map((level) => ({ value: level, label: level }))}
          placeholder={t('set.placeholder')}
        />
        <Button disabled={!choice} onClick={() => choice && setConfirming(choice)}>
          {t('set.adjust')}
        </Button>
      </div>
      <Modal
        open={confirming !== null}
        title={t('set.confirmTitle', { name: student.username, level: confirming ?? '' })}
        okText={t('set.confirm')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onOk={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {test && computed
            ? t('set.confirmWithTest', { level: confirming ?? '', computed })
            : t('set.confirmBody', { level: confirming ?? '' })}
        </p>
      </Modal>
    </section>
  );
}
