import type { TableProps } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type RowSelection = NonNullable<TableProps['rowSelection']>;

/**
 * antd draws every column title a second time in a hidden row that measures the columns;
 * there the box must not take focus (focus would land on something no one can see).
 */
function SelectAllBox({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (box.current?.closest('[aria-hidden="true"]')) box.current.setAttribute('inert', '');
  }, []);
  return <span ref={box}>{children}</span>;
}

/**
 * For a table's `rowSelection`: the header's "select all" box named in the reader's language
 * (antd names it in English whatever its locale), and out of reach where antd hides a copy.
 */
export function useSelectAll(): Pick<RowSelection, 'getTitleCheckboxProps' | 'columnTitle'> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
      columnTitle: (checkbox: ReactNode) => <SelectAllBox>{checkbox}</SelectAllBox>,
    }),
    [t],
  );
}
