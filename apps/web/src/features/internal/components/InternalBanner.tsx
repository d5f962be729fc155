import { SafetyOutlined, ToolOutlined } from '@ant-design/icons';
import { LIMITS } from '@lms/shared';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath, useAuthStore } from '../../../stores/auth-store';
import { useSupportMode, useSwitchSchool } from '../api/change-session';
import { useInternalSchools } from '../api/internal-schools';
import styles from './InternalBanner.module.css';

/**
 * Shown above every page to the product company's own staff: which school they look at
 * (with the switcher), and whether they are read-only or in support mode, with why.
 */
export function InternalBanner() {
  const { t } = useTranslation('internal');
  const internal = useAuthStore((state) => state.internal);
  const school = useAuthStore((state) => state.institution);
  const navigate = useNavigate();
  const schools = useInternalSchools(internal !== null);
  const switchSchool = useSwitchSchool();
  const support = useSupportMode();
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (!internal) return null;

  const supporting = internal.support_reason !== null;
  const current = schools.data?.find((row) => row.school_code === internal.school_code);
  // Sent through the form, which shows what is missing instead of sending.
  const startSupport = ({ reason }: { reason: string }) => {
    support.mutate(reason.trim(), {
      onSuccess: () => {
        setAsking(false);
        form.resetFields();
      },
    });
  };

  return (
    <section className={supporting ? `${styles.banner} ${styles.support}` : styles.banner} aria-label={t('label')}>
      <p className={styles.status}>
        {supporting ? <ToolOutlined aria-hidden /> : <SafetyOutlined aria-hidden />}
        <span>
          {supporting ? t('supporting', { school, reason: internal.support_reason }) : t('readOnly', { school })}
        </span>
      </p>
      <div className={styles.actions}>
        <Select
          className={styles.switcher}
          aria-label={t('switch')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={schools.isPending || switchSchool.isPending}
          status={schools.isError ? 'error' : undefined}
          placeholder={schools.isError ? t('schoolsFailed') : t('switch')}
          value={current?.institution}
          options={schools.data?.map((row) => ({ value: row.institution, label: `${row.name} (${row.school_code})` }))}
          onChange={(institution: number) =>
            switchSchool.mutate(institution, { onSuccess: ({ user }) => void navigate(homePath(user)) })
          }
          popupMatchSelectWidth={false}
        />
        {supporting ? (
          <Button loading={support.isPending} onClick={() => support.mutate(null)}>
            {t('endSupport')}
          </Button>
        ) : (
          <Button type="primary" danger icon={<ToolOutlined aria-hidden />} onClick={() => setAsking(true)}>
            {t('startSupport')}
          </Button>
        )}
      </div>
      <Modal
        open={asking}
        title={t('supportTitle')}
        okText={t('startSupport')}
        okButtonProps={{ danger: true, loading: support.isPending }}
        cancelText={t('cancel')}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>{t('supportLead', { school })}</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={startSupport}>
          <Form.Item
            name="reason"
            label={t('reason')}
            rules={[
              { required: true, whitespace: true, message: t('reasonRequired') },
              { min: LIMITS.supportReasonMin, message: t('reasonRequired') },
            ]}
          >
            <Input.TextArea autoFocus rows={3} maxLength={LIMITS.supportReasonMax} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
