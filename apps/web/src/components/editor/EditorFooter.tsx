import type { ReactNode } from 'react';
import styles from './Editor.module.css';

interface EditorFooterProps {
  /** Why saving was refused, when the refusal belongs to no one field. */
  failure: string | null;
  /** Said while there are changes not saved yet, unless a refusal is shown. */
  unsaved: string | null;
  /** The editor's buttons. */
  children: ReactNode;
}

/** An editor's footer, kept in view: its refusal or unsaved note beside the buttons, where the user is looking. */
export function EditorFooter({ failure, unsaved, children }: EditorFooterProps) {
  return (
    <div className={styles.footer}>
      <div className={styles.messages}>
        <span className={styles.failure} role="alert" data-form-error>
          {failure}
        </span>
        <span className={styles.status} role="status">
          {failure ? '' : unsaved}
        </span>
      </div>
      {children}
    </div>
  );
}
