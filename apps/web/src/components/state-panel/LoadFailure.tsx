import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { StatePanel } from './StatePanel';

interface LoadFailureProps {
  title: string;
  retryLabel: string;
  onRetry(): void;
  /** What went wrong, already translated. */
  children?: ReactNode;
}

/** Something could not be loaded: say so at once and offer to try again. */
export function LoadFailure({ title, retryLabel, onRetry, children }: LoadFailureProps) {
  return (
    <StatePanel
      role="alert"
      icon={<WarningOutlined />}
      title={title}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </StatePanel>
  );
}
