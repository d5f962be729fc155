import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';

/*
 * Icons antd draws beside text only decorate. antd names every icon after its file ("down",
 * "exclamation-circle"), in English whatever the language, and a reader would hear that name
 * as part of the text: these are hidden from assistive technology instead.
 */

export const SELECT: ConfigProviderProps['select'] = { suffixIcon: <DownOutlined aria-hidden /> };

export const ALERT: ConfigProviderProps['alert'] = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
