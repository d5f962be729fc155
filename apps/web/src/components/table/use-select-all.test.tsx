import { act, screen } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderInApp } from '../../test/render';
import { useSelectAll } from './use-select-all';

const ROWS = [
  { key: 1, name: 'Ana Lee' },
  { key: 2, name: 'Ben Wu' },
];

function Students() {
  const selectAll = useSelectAll();
  return (
    <Table
      dataSource={ROWS}
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      // A table that scrolls sideways measures its columns in a hidden copy of the header.
      scroll={{ x: 800 }}
      rowSelection={{ ...selectAll }}
    />
  );
}

describe("a table's select-all box", () => {
  afterEach(() => act(() => i18n.changeLanguage('en-US')));

  it("is named in the reader's language", async () => {
    await act(() => i18n.changeLanguage('ja-JP'));
    renderInApp(<Students />);
    expect(screen.getByRole('checkbox', { name: 'すべて選択' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it('cannot take focus in the copy antd hides', () => {
    const { container } = renderInApp(<Students />);
    const hidden = container.querySelectorAll('[aria-hidden="true"] input[type="checkbox"]');
    expect(hidden.length).toBeGreaterThan(0);
    for (const box of hidden) expect(box.closest('[inert]')).not.toBeNull();
    const shown = screen.getByRole('checkbox', { name: 'Select all' });
    expect(shown.closest('[inert]')).toBeNull();
  });
});
