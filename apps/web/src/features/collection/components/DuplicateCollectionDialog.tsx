import { COLLECTION_LIMITS, type CollectionSummary } from '@lms/shared';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useDuplicateCollection } from '../api/duplicate-collection';

interface DuplicateCollectionDialogProps {
  collection: CollectionSummary;
  onClose(): void;
}

/** Copies a collection under a name the teacher can change first. */
export function DuplicateCollectionDialog({ collection, onClose }: DuplicateCollectionDialogProps) {
  const { t } = useTranslation('collection');
  const { t: tError } = useTranslation('errors');
  const duplicate = useDuplicateCollection();
  const [name, setName] = useState(() =>
    t('duplicate.defaultName', { name: collection.name }).slice(0, COLLECTION_LIMITS.nameMax),
  );

  const confirm = () =>
    duplicate.mutate(
      { cid: collection.cid, name: name.trim() },
      {
        onSuccess: () => {
          showToast(t('duplicate.done', { name: name.trim() }), 'success');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('duplicate.title', { name: collection.name })}
      onCancel={onClose}
      onOk={confirm}
      okText={t('duplicate.confirm')}
      okButtonProps={{ disabled: name.trim() === '', loading: duplicate.isPending }}
      cancelText={t('actions.cancel')}
    >
      <Field id="duplicate-name" label={t('fields.name')}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={COLLECTION_LIMITS.nameMax}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={confirm}
          />
        )}
      </Field>
      {duplicate.isError && <Alert type="error" showIcon title={tError(failureCode(duplicate.error))} />}
    </Modal>
  );
}
