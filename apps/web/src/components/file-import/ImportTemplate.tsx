import { DownloadOutlined } from '@ant-design/icons';
import type { FileFormat } from '@lms/shared';
import { Button } from 'antd';
import { FailureAlert } from '../failure-alert/FailureAlert';
import styles from './ImportTemplate.module.css';

interface ImportTemplateProps {
  /** What goes in the file, a note a line. */
  notes: string[];
  /** The template's formats in the order offered, each with its button's label. */
  formats: { format: FileFormat; label: string }[];
  onDownload(format: FileFormat): void;
  /** The last download's error, if it failed. */
  downloadError: Error | null;
}

/** The template of a file to import: what goes in it, and a button a format to download it. */
export function ImportTemplate({ notes, formats, onDownload, downloadError }: ImportTemplateProps) {
  return (
    <>
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        {formats.map(({ format, label }) => (
          <Button key={format} icon={<DownloadOutlined aria-hidden />} onClick={() => onDownload(format)}>
            {label}
          </Button>
        ))}
      </div>
      {downloadError && <FailureAlert className={styles.alert} error={downloadError} />}
    </>
  );
}
