import type { RosterStudent } from '@lms/shared';
import { Alert, Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshRoster } from '../api/refresh-roster';
import { type BulkAction, bulkTargets, runBulk } from '../bulk-actions';
import type { RunOutcome } from '../run-per-student';
import styles from './BulkActionDialog.module.css';
import { LoginCards } from './LoginCards';

const NAMES_SHOWN = 8;

type Stage = { name: 'confirm' } | { name: 'running'; finished: number } | { name: 'done'; outcome: RunOutcome };

interface BulkActionDialogProps {
  action: BulkAction;
  courseId: number;
  selected: RosterStudent[];
  onClose(): void;
  /** Called with the students the action succeeded for. */
  onFinished(done: number[]): void;
}

function NameList({ students }: { students: RosterStudent[] }) {
  const { t } = useTranslation('roster');
  const more = students.length - NAMES_SHOWN;
  return (
    <ul className={styles.names}>
      {students.slice(0, NAMES_SHOWN).map((student) => (
        <li key={student.stuid}>{student.username}</li>
      ))}
      {more > 0 && <li className={styles.more}>{t('bulk.more', { count: more })}</li>}
    </ul>
  );
}

/** What printing cards again does to these students: new passwords, or the login number they keep. */
function CardsConsequences({ students }: { students: RosterStudent[] }) {
  const { t } = useTranslation('roster');
  const renewed = students.filter((student) => student.pin === null).length;
  const kept = students.length - renewed;
  return (
    <>
      {renewed > 0 && (
        <Alert
          className={styles.consequence}
          type="warning"
          showIcon
          title={t('bulk.printCards.passwords', { count: renewed })}
        />
      )}
      {kept > 0 && <p>{t('bulk.printCards.pins', { count: kept })}</p>}
    </>
  );
}

/**
 * Confirms a bulk action, runs it with a progress bar, then says in the same dialog what
 * happened to whom: every bulk action reports its result this one way, closed by one button.
 */
export function BulkActionDialog({ action, courseId, selected, onClose, onFinished }: BulkActionDialogProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const refresh = useRefreshRoster();
  // Fixed when the dialog opens, so a refresh of the roster underneath does not change what is confirmed.
  const [targets] = useState(() => bulkTargets(action, selected));
  const [stage, setStage] = useState<Stage>({ name: 'confirm' });
  const skipped = selected.length - targets.length;

  const start = async () => {
    setStage({ name: 'running', finished: 0 });
    const outcome = await runBulk(
      action,
      courseId,
      targets.map((student) => student.stuid),
      (finished) => setStage({ name: 'running', finished }),
    );
    setStage({ name: 'done', outcome });
    onFinished(outcome.done);
    await refresh();
  };

  const running = stage.name === 'running';
  const nameOf = (stuid: number) => targets.find((student) => student.stuid === stuid)?.username ?? String(stuid);

  const confirming = stage.name === 'confirm';
  const footer =
    stage.name === 'done'
      ? [
          <Button key="close" type="primary" onClick={onClose}>
            {t('bulk.close')}
          </Button>,
        ]
      : [
          confirming && (
            <Button key="cancel" onClick={onClose}>
              {t('bulk.cancel')}
            </Button>
          ),
          <Button
            key="run"
            type="primary"
            danger={action === 'remove'}
            disabled={targets.length === 0}
            loading={running}
            onClick={start}
          >
            {t(`bulk.${action}.ok`)}
          </Button>,
        ];

  return (
    <Modal
      open
      title={t(`bulk.${action}.title`)}
      // While confirming, the corner button is the way out; the result has its own Close button.
      closable={confirming}
      mask={{ closable: !running }}
      keyboard={!running}
      onCancel={onClose}
      footer={footer}
    >
      {stage.name === 'confirm' &&
        (targets.length === 0 ? (
          <p>{t(`bulk.${action}.none`)}</p>
        ) : (
          <>
            <p>{t(`bulk.${action}.confirm`, { count: targets.length })}</p>
            <NameList students={targets} />
            {action === 'printCards' && <CardsConsequences students={targets} />}
            {skipped > 0 && <p className={styles.skipped}>{t('bulk.skipped', { count: skipped })}</p>}
          </>
        ))}
      {running && (
        <div className={styles.progress}>
          <Progress percent={Math.round((stage.finished / targets.length) * 100)} status="active" />
          <p role="status">{t('bulk.progress', { finished: stage.finished, total: targets.length })}</p>
        </div>
      )}
      {stage.name === 'done' && (
        <div role="status">
          <p>{t(`bulk.${action}.done`, { count: stage.outcome.done.length, total: targets.length })}</p>
          {stage.outcome.cards && <LoginCards handle={stage.outcome.cards} />}
          {stage.outcome.failed.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('bulk.failed', { count: stage.outcome.failed.length })}
              description={
                <ul className={styles.names}>
                  {stage.outcome.failed.map(({ stuid, code }) => (
                    <li key={stuid}>
                      <strong>{nameOf(stuid)}</strong> {tError(code)}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      )}
    </Modal>
  );
}
