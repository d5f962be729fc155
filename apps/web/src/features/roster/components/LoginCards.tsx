import { IdcardOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../lib/request-failure';
import { useDownloadLoginCards } from '../api/download-login-cards';
import styles from './LoginCards.module.css';

/**
 * The one chance to print the login cards of students whose passwords were just set:
 * the passwords are stored only in unreadable form, so the cards can be fetched once.
 */
export function LoginCards({ handle }: { handle: string }) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const cards = useDownloadLoginCards();
  const code = cards.isError ? failureCode(cards.error) : null;

  if (cards.isSuccess) {
    return <Alert className={styles.box} type="success" showIcon title={t('cards.opened')} />;
  }
  return (
    <div className={styles.box}>
      <Button
        type="primary"
        icon={<IdcardOutlined aria-hidden />}
        loading={cards.isPending}
        // Used or expired cards cannot come back; anything else (a lost connection) may be retried.
        disabled={code === 'students.cards_unavailable'}
        onClick={() => cards.mutate(handle)}
      >
        {t('cards.download')}
      </Button>
      <p className={styles.note}>{t('cards.once')}</p>
      {code && <Alert type="error" showIcon role="alert" title={tError(code)} />}
    </div>
  );
}
