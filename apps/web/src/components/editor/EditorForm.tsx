import type { ReactNode, RefObject } from 'react';
import { keepEnterInField } from '../form/keep-enter-in-field';
import styles from './Editor.module.css';

interface EditorFormProps {
  /** Where the first error is looked for (`useFirstError`'s `ref`). */
  formRef: RefObject<HTMLFormElement | null>;
  /** Sent by the Save button only: Enter in a field stays in the field. */
  onSave(): void;
  children: ReactNode;
}

/** An editor's form: its parts one under another, above its footer. */
export function EditorForm({ formRef, onSave, children }: EditorFormProps) {
  return (
    <form
      ref={formRef}
      className={styles.editor}
      noValidate
      onKeyDown={keepEnterInField}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}
