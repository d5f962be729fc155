import type { StaffMember } from '@lms/shared';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useReactivateTeacher } from '../api/reactivate-teacher';
import { useResendInvitation } from '../api/resend-invitation';
import { useSuspendTeacher } from '../api/suspend-teacher';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

/**
 * What an administrator can do with one teacher, by status: an invitation is resent or
 * withdrawn, an active teacher suspended, a suspended one reactivated. Administrators and
 * oneself have no actions here.
 */
export function StaffActions({ member }: { member: StaffMember }) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const suspend = useSuspendTeacher();
  const reactivate = useReactivateTeacher();
  const { userid, name } = member;

  const handlers = (done: string) => ({
    onSuccess: () => showToast(t(done, { name }), 'success'),
    onError: (error: Error) => showToast(tError(failureCode(error)), 'error'),
  });
  const confirm = (title: string, ok: string, action: () => void, label: string, loading: boolean) => (
    <Popconfirm
      title={t(title, { name })}
      okText={t(ok)}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={action}
    >
      <Button size="small" danger loading={loading}>
        {t(label)}
      </Button>
    </Popconfirm>
  );

  if (member.status === 'invited') {
    return (
      <Space wrap size={4}>
        <Button
          size="small"
          loading={resend.isPending}
          onClick={() => resend.mutate(userid, handlers('actions.resent'))}
        >
          {t('actions.resend')}
        </Button>
        {confirm(
          'actions.withdrawConfirm',
          'actions.withdraw',
          () => withdraw.mutate(userid, handlers('actions.withdrawn')),
          'actions.withdraw',
          withdraw.isPending,
        )}
      </Space>
    );
  }
  if (member.status === 'suspended') {
    return (
      <Button
        size="small"
        loading={reactivate.isPending}
        onClick={() => reactivate.mutate(userid, handlers('actions.reactivated'))}
      >
        {t('actions.reactivate')}
      </Button>
    );
  }
  return confirm(
    'actions.suspendConfirm',
    'actions.suspend',
    () => suspend.mutate(userid, handlers('actions.suspended')),
    'actions.suspend',
    suspend.isPending,
  );
}
