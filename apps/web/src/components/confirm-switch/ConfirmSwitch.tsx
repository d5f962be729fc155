import { Modal, Switch } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import styles from './ConfirmSwitch.module.css';

/** What a switch asks before it changes: the dialog's title, words and confirming button. */
export interface SwitchQuestion {
  title: string;
  body: ReactNode;
  confirm: string;
  /** Turning something off is confirmed with a red button. */
  danger?: boolean;
}

interface ConfirmSwitchProps {
  className?: string;
  checked: boolean;
  loading: boolean;
  /** Shown without offering to change it. */
  disabled: boolean;
  label: string;
  /** What the setting does, under its label. */
  help: ReactNode;
  cancelText: string;
  /** What to ask before turning it on (`true`) or off; null changes it at once. */
  questionFor(on: boolean): SwitchQuestion | null;
  onChange(on: boolean): void;
}

/**
 * A class setting's switch with its label and what it does; it changes once the teacher has
 * confirmed what turning it on or off will do, when there is something to confirm.
 */
export function ConfirmSwitch({
  className,
  checked,
  loading,
  disabled,
  label,
  help,
  cancelText,
  questionFor,
  onChange,
}: ConfirmSwitchProps) {
  // What the teacher asked for, kept while the dialog closes so its words do not change.
  const [asked, setAsked] = useState<{ on: boolean; question: SwitchQuestion } | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  const change = (on: boolean) => {
    const question = questionFor(on);
    if (!question) {
      onChange(on);
      return;
    }
    setAsked({ on, question });
    setOpen(true);
  };
  const confirm = () => {
    if (asked) onChange(asked.on);
    setOpen(false);
  };

  return (
    <div className={className ? `${styles.confirmSwitch} ${className}` : styles.confirmSwitch}>
      <Switch
        id={`${id}-switch`}
        className={styles.switch}
        checked={checked}
        loading={loading}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={change}
      />
      <div>
        <label htmlFor={`${id}-switch`} className={styles.label} data-disabled={disabled}>
          {label}
        </label>
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      </div>
      <Modal
        open={open}
        title={asked?.question.title}
        okText={asked?.question.confirm}
        okButtonProps={{ danger: asked?.question.danger }}
        cancelText={cancelText}
        onOk={confirm}
        onCancel={() => setOpen(false)}
      >
        {asked?.question.body}
      </Modal>
    </div>
  );
}

/** A part of a switch's help said with more weight, such as when it runs next. */
export function SwitchEmphasis({ children }: { children: ReactNode }) {
  return <span className={styles.emphasis}>{children}</span>;
}
