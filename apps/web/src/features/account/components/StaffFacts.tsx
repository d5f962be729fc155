import type { StaffDetail } from '@lms/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/date-format';
import { useHandOverClasses } from '../api/hand-over-classes';
import formStyles from './AccountForms.module.css';
import { StaffActions } from './StaffActions';
import styles from './StaffDetail.module.css';
import { StaffStatusTag } from './StaffStatusTag';
import { TeacherPickerDialog } from './TeacherPickerDialog';

/** Who the staff member is, with the administrator's actions: status changes and handing over every class. */
export function StaffFacts({ detail, canManage }: { detail: StaffDetail; canManage: boolean }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const handOver = useHandOverClasses();
  const [handingOver, setHandingOver] = useState(false);
  const never = t('detail.never');

  return (
    <>
      <dl className={formStyles.facts}>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{detail.email}</dd>
        </div>
        <div>
          <dt>{t('profile.role')}</dt>
          <dd>{t(`role.${detail.role}`)}</dd>
        </div>
        <div>
          <dt>{t('staff.columns.status')}</dt>
          <dd>
            <StaffStatusTag status={detail.status} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.language')}</dt>
          <dd>{tCommon(`languages.${detail.language}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.lastSignIn')}</dt>
          <dd>{detail.last_sign_in ? formatDateTime(detail.last_sign_in) : never}</dd>
        </div>
        {detail.invitation_expires && (
          <div>
            <dt>{t('detail.invitationExpires')}</dt>
            <dd>{formatDateTime(detail.invitation_expires)}</dd>
          </div>
        )}
      </dl>
      {canManage && detail.role === 'teacher' && (
        <div className={styles.actions}>
          <StaffActions member={detail} />
          {detail.classes > 0 && (
            <Button size="small" onClick={() => setHandingOver(true)}>
              {t('handover.all')}
            </Button>
          )}
        </div>
      )}
      {handingOver && (
        <TeacherPickerDialog
          title={t('handover.allTitle', { name: detail.name })}
          description={t('handover.allLead', { count: detail.classes })}
          fromUserId={detail.userid}
          pending={handOver.isPending}
          failure={handOver.error}
          onPick={(to) =>
            handOver.mutate(
              { userid: detail.userid, to },
              {
                onSuccess: () => {
                  showToast(t('handover.done', { name: detail.name }), 'success');
                  setHandingOver(false);
                },
              },
            )
          }
          onClose={() => setHandingOver(false)}
        />
      )}
    </>
  );
}
