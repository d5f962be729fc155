import { act, screen } from '@testing-library/react';
import { Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderInApp } from '../../test/render';
import { useClearable } from './use-clearable';

function Search() {
  const clearable = useClearable();
  return <Input aria-label="Search" allowClear={clearable} defaultValue="sun" />;
}

describe("a field's clear button", () => {
  afterEach(() => act(() => i18n.changeLanguage('en-US')));

  it("is named in the reader's language, not after antd's icon", async () => {
    await act(() => i18n.changeLanguage('ja-JP'));
    renderInApp(<Search />);
    expect(screen.getByRole('button', { name: 'クリア' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close-circle' })).not.toBeInTheDocument();
  });
});
