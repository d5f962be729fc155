import { CopyOutlined, DownloadOutlined, DownOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { FILE_FORMATS, type FileFormat } from '@lms/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useExportRoster } from '../api/export-roster';
import styles from './Roster.module.css';

export type RosterTool = 'add' | 'import' | 'copy';

interface RosterToolbarProps {
  courseId: number;
  courseName: string;
  /** Adding, importing and copying change the roster; exporting is always possible. */
  writable: boolean;
  exportable: boolean;
  onTool(tool: RosterTool): void;
}

export function RosterToolbar({ courseId, courseName, writable, exportable, onTool }: RosterToolbarProps) {
  const { t } = useTranslation('roster');
  const exportRoster = useExportRoster(courseId, courseName);
  const failed = useFailureToast();

  return (
    <div className={styles.tools}>
      {writable && (
        <>
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => onTool('add')}>
            {t('actions.add')}
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => onTool('import')}>
            {t('actions.import')}
          </Button>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => onTool('copy')}>
            {t('actions.copy')}
          </Button>
        </>
      )}
      {exportable && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: FILE_FORMATS.map((format) => ({ key: format, label: t(`actions.export.${format}`) })),
            onClick: ({ key }) => exportRoster.mutate(key as FileFormat, { onError: failed }),
          }}
        >
          <Button icon={<DownloadOutlined aria-hidden />} loading={exportRoster.isPending}>
            {t('actions.export.button')}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
