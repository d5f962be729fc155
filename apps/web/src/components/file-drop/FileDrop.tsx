import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import styles from './FileDrop.module.css';

interface FileDropProps {
  /** The file endings offered, e.g. ".xlsx,.csv,.txt". */
  accept: string;
  /** The largest file sent on; a larger one is refused here, before any upload. */
  maxBytes: number;
  title: string;
  hint: string;
  onFile(file: File): void;
  onTooLarge(): void;
}

/** A place to drop or pick one file; the file goes to `onFile`, never uploaded by the control itself. */
export function FileDrop({ accept, maxBytes, title, hint, onFile, onTooLarge }: FileDropProps) {
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        if (file.size > maxBytes) onTooLarge();
        else onFile(file);
        return false;
      }}
    >
      <p className={styles.icon}>
        <InboxOutlined aria-hidden />
      </p>
      <p className={styles.title}>{title}</p>
      <p className={styles.hint}>{hint}</p>
    </Upload.Dragger>
  );
}
