import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import styles from './LightIcon.module.css';

function draw(node: AbstractNode, key?: number): ReactNode {
  const { 'fill-rule': fillRule, ...attrs } = node.attrs;
  return createElement(node.tag, { ...attrs, fillRule, key }, node.children?.map(draw));
}

/**
 * An antd icon drawn from its bare shape, without the icon library's runtime: for what
 * the login page shows, which loads without the component library. Always decorative.
 */
export function LightIcon({ icon, className = '' }: { icon: IconDefinition; className?: string }) {
  const shape = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={`${styles.icon} ${className}`} aria-hidden>
      {createElement(
        'svg',
        { ...shape.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        shape.children?.map(draw),
      )}
    </span>
  );
}
