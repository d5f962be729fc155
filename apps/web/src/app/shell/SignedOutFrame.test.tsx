import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCommonStore } from '../../stores/common-store';
import { renderInApp } from '../../test/render';
import { SignedOutFrame } from './SignedOutFrame';

describe('the signed-out frame', () => {
  afterEach(() => useCommonStore.setState({ schoolCode: null }));

  it("shows the school's logo from the sign-in link and remembers the school", () => {
    renderInApp(<SignedOutFrame>form</SignedOutFrame>, { route: '/?school=DEMO' });
    expect(screen.getByRole('img', { name: 'School logo' })).toHaveAttribute('src', '/api/ores/getinslogo?school=DEMO');
    expect(useCommonStore.getState().schoolCode).toBe('DEMO');
  });

  it('keeps showing the remembered school after signing out', () => {
    useCommonStore.getState().rememberSchool('DEMO');
    renderInApp(<SignedOutFrame>form</SignedOutFrame>, { route: '/' });
    expect(screen.getByRole('img', { name: 'School logo' })).toHaveAttribute('src', '/api/ores/getinslogo?school=DEMO');
  });

  it('shows no logo when no school is known, and always offers the language picker', () => {
    renderInApp(<SignedOutFrame>form</SignedOutFrame>, { route: '/' });
    expect(screen.queryByRole('img', { name: 'School logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });
});
