import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderInApp } from '../../test/render';
import { NumberInput } from './NumberInput';

describe('a number field', () => {
  afterEach(() => act(() => i18n.changeLanguage('en-US')));

  it("names its step buttons in the reader's language, not antd's English", async () => {
    await act(() => i18n.changeLanguage('ja-JP'));
    renderInApp(<NumberInput aria-label="EXP" value={3} />);
    expect(screen.getByRole('button', { name: '増やす' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '減らす' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Value/ })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'EXP' })).toHaveValue('3');
  });
});
