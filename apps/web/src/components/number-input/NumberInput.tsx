import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const STEP_LABELS = [
  ['.ant-input-number-action-up', 'numberInput.increase'],
  ['.ant-input-number-action-down', 'numberInput.decrease'],
] as const;

/**
 * antd's number field with its step buttons named in the reader's language: antd names them
 * "Increase Value" and "Decrease Value" whatever the language, and takes no other names.
 */
export function NumberInput(props: InputNumberProps<number>) {
  const { t } = useTranslation();
  const field = useRef<HTMLSpanElement>(null);
  // After every render: antd may draw the buttons again (on hover, when enabled).
  useLayoutEffect(() => {
    for (const [selector, key] of STEP_LABELS) {
      for (const button of field.current?.querySelectorAll(selector) ?? []) button.setAttribute('aria-label', t(key));
    }
  });
  return (
    <span ref={field} style={{ display: 'contents' }}>
      <InputNumber<number> {...props} />
    </span>
  );
}
