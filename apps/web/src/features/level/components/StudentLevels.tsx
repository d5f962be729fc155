import type { LevelStudent } from '@lms/shared';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { LevelPair, OpenTestTag, PlacementTag } from './LevelTags';
import { SetLevel } from './SetLevel';
import styles from './StudentLevels.module.css';
import { TestAnswers } from './TestAnswers';

interface StudentLevelsProps {
  courseId: number;
  student: LevelStudent | null;
  readOnly: boolean;
  onClose(): void;
}

/** One student's levels beside the class's table: now, the latest tests with their answers, the history. */
export function StudentLevels({ courseId, student, readOnly, onClose }: StudentLevelsProps) {
  const { t } = useTranslation('level');
  return (
    <Drawer
      open={student !== null}
      onClose={onClose}
      title={student ? t('drawer.title', { name: student.username }) : undefined}
      size={640}
      rootClassName={styles.drawer}
      destroyOnHidden
    >
      {student && <StudentLevelsBody courseId={courseId} student={student} readOnly={readOnly} />}
    </Drawer>
  );
}

function StudentLevelsBody({
  courseId,
  student,
  readOnly,
}: {
  courseId: number;
  student: LevelStudent;
  readOnly: boolean;
}) {
  const { t } = useTranslation('level');
  const [shownTest, setShownTest] = useState<number | null>(null);
  const latest = student.tests[0];

  return (
    <div className={styles.body}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('drawer.current')}</dt>
          <dd className={styles.level}>{student.level ?? t('noLevel')}</dd>
        </div>
        <div>
          <dt>{t('columns.placement')}</dt>
          <dd>
            <PlacementTag state={student.placement} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.open')}</dt>
          <dd>
            <OpenTestTag test={student.open} />
          </dd>
        </div>
      </dl>

      {!readOnly && <SetLevel courseId={courseId} student={student} test={latest} />}

      <section aria-labelledby="level-tests-title">
        <h3 id="level-tests-title" className={styles.heading}>
          {t('drawer.tests')}
        </h3>
        {student.tests.length === 0 ? (
          <p className={styles.muted}>{t('drawer.noTests')}</p>
        ) : (
          <ul className={styles.tests}>
            {student.tests.map((test) => {
              const shown = shownTest === test.testid;
              return (
                <li key={test.testid} className={styles.test}>
                  <div className={styles.testHead}>
                    <strong>{t(`kind.${test.kind}`)}</strong>
                    {test.finished_at && <time dateTime={test.finished_at}>{formatDateTime(test.finished_at)}</time>}
                    <span>{t('drawer.score', { score: test.score ?? '–' })}</span>
                    <LevelPair test={test} />
                    <Button size="small" aria-expanded={shown} onClick={() => setShownTest(shown ? null : test.testid)}>
                      {t(shown ? 'drawer.hideAnswers' : 'drawer.showAnswers')}
                    </Button>
                  </div>
                  {shown && <TestAnswers courseId={courseId} testId={test.testid} />}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="level-history-title">
        <h3 id="level-history-title" className={styles.heading}>
          {t('drawer.history')}
        </h3>
        {student.history.length === 0 ? (
          <p className={styles.muted}>{t('drawer.noHistory')}</p>
        ) : (
          <ol className={styles.history}>
            {student.history.map((change) => (
              <li key={`${change.at}-${change.to_level}`}>
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                <span>
                  {change.from_level
                    ? t('drawer.change', { from: change.from_level, to: change.to_level })
                    : t('drawer.first', { to: change.to_level })}
                </span>
                <span className={styles.muted}>{t(`source.${change.source}`)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
