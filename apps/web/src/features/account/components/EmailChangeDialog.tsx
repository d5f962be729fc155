import { LIMITS } from '@lms/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useChangeEmail } from '../api/change-email';
import styles from './AccountForms.module.css';

interface EmailChangeValues {
  email: string;
  password: string;
}

/** A new sign-in e-mail: the current password proves who asks, and a link to the new address confirms it. */
export function EmailChangeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const change = useChangeEmail();
  const [form] = Form.useForm<EmailChangeValues>();

  const send = async () => {
    // The form shows what is missing under each field.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    change.mutate(values, {
      onSuccess: (email) => {
        showToast(t('email.sent', { email, hours: LIMITS.emailChangeHours }), 'success');
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('email.dialogTitle')}
      okText={t('email.send')}
      okButtonProps={{ loading: change.isPending }}
      cancelText={t('cancel')}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('email.lead', { hours: LIMITS.emailChangeHours })}</p>
      {change.isError && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(failureCode(change.error))} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={send}>
        <Form.Item
          name="email"
          label={t('email.newEmail')}
          rules={[
            { required: true, whitespace: true, message: t('email.emailRequired') },
            { type: 'email', message: tError('auth.email_invalid') },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={254} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('email.password')}
          rules={[{ required: true, message: t('email.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
