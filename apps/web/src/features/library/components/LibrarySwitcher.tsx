import { PlusOutlined } from '@ant-design/icons';
import type { LibraryChoice } from '@lms/shared';
import { Alert, Button, Modal, Radio, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useLibraries } from '../api/get-libraries';
import { useSetLibrary } from '../api/set-library';
import styles from './LibrarySwitcher.module.css';

interface LibrarySwitcherProps {
  courseId: number;
  /** The class's library now ("" when it has none yet). */
  current: string;
  onClose(): void;
}

/** Chooses another library for the class: one of the school's packages or one of the teacher's collections. */
export function LibrarySwitcher({ courseId, current, onClose }: LibrarySwitcherProps) {
  const { t } = useTranslation('library');
  const { t: tError } = useTranslation('errors');
  const libraries = useLibraries(courseId);
  const setLibrary = useSetLibrary();
  const [chosen, setChosen] = useState<LibraryChoice | null>(null);
  const choices = libraries.data?.pages.flatMap((page) => page.record) ?? [];
  const nothingToChoose = libraries.isSuccess && choices.length === 0;

  const confirm = () => {
    if (!chosen) return;
    setLibrary.mutate(
      { courseid: courseId, colid: chosen.colid },
      {
        onSuccess: () => {
          showToast(t('switcher.done', { name: chosen.name }), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={current ? t('switcher.title') : t('switcher.firstTitle')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('switcher.confirm')}
      okButtonProps={{ disabled: !chosen, loading: setLibrary.isPending, hidden: nothingToChoose }}
      cancelText={nothingToChoose ? t('switcher.close') : t('switcher.cancel')}
      width={620}
    >
      {libraries.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {libraries.isError && <Alert type="error" showIcon title={tError(failureCode(libraries.error))} />}
      {nothingToChoose && (
        <div className={styles.none}>
          <p>{tError('collection.none')}</p>
          <Link to="/collection/create/">
            <PlusOutlined aria-hidden /> {t('switcher.createCollection')}
          </Link>
        </div>
      )}
      {choices.length > 0 && (
        <>
          {current && <p className={styles.keeps}>{t('switcher.keepsOpenState')}</p>}
          <Radio.Group
            className={styles.choices}
            value={chosen?.colid}
            onChange={(event) => setChosen(choices.find((choice) => choice.colid === event.target.value) ?? null)}
            aria-label={t('switcher.choices')}
          >
            {choices.map((choice) => (
              <Radio key={choice.colid} value={choice.colid} className={styles.choice}>
                <span className={styles.name}>{choice.name}</span>{' '}
                <Tag color={choice.kind === 'package' ? 'geekblue' : 'purple'}>{t(`kind.${choice.kind}`)}</Tag>
                <span className={styles.detail}>
                  {choice.kind === 'collection' && `${choice.package_name} · `}
                  {t('switcher.count', { count: choice.count })}
                </span>
              </Radio>
            ))}
          </Radio.Group>
          {libraries.hasNextPage && (
            <Button
              className={styles.more}
              block
              loading={libraries.isFetchingNextPage}
              onClick={() => libraries.fetchNextPage()}
            >
              {t('switcher.more')}
            </Button>
          )}
        </>
      )}
      {setLibrary.isError && (
        <Alert className={styles.error} type="error" showIcon title={tError(failureCode(setLibrary.error))} />
      )}
    </Modal>
  );
}
