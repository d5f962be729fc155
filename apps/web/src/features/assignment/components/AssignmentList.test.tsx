import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { assignment, SUNFLOWERS } from '../test/assignment-fixtures';
import { AssignmentList } from './AssignmentList';

const LIST = [
  assignment({ aid: 1, name: 'Farm animals', status: 'ongoing' }),
  assignment({ aid: 2, name: 'Colours', status: 'upcoming', start_date: '2026-12-01', end_date: '2026-12-08' }),
  assignment({ aid: 3, name: 'Weekly picks', status: 'ended', auto: true }),
];

const rowOf = (aid: number) => document.querySelector(`tr[data-row-key="${aid}"]`) as HTMLElement;

describe('the assignment list', () => {
  it('shows each assignment with its status, period and the auto-assigned tag; only an upcoming one can be deleted', async () => {
    mockApi({
      'GET /course/asgmt/list/12': () =>
        jsonResponse({ status: 'success', record: LIST, auto_assign: false, next_run: null }),
    });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    await screen.findByText('Farm animals');
    expect(within(rowOf(1)).getByText('Ongoing')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Upcoming')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('2026.12.01')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Ended')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Auto-assigned by the system')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Colours' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Farm animals' })).not.toBeInTheDocument();
    // Every assignment can be edited, also once started (its name, end date and students).
    expect(screen.getByRole('link', { name: 'Edit Farm animals' })).toHaveAttribute(
      'href',
      '/course_assignment/edit/course=Sunflowers/type=regular/12/1',
    );
    expect(screen.getByRole('link', { name: 'Edit Weekly picks' })).toBeInTheDocument();
  });

  it('filters by status and by name', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /course/asgmt/list/12': () =>
        jsonResponse({ status: 'success', record: LIST, auto_assign: false, next_run: null }),
    });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    await screen.findByText('Farm animals');
    await user.click(screen.getByText('Upcoming', { selector: '.ant-segmented-item-label' }));
    expect(screen.queryByText('Farm animals')).not.toBeInTheDocument();
    expect(screen.getByText('Colours')).toBeInTheDocument();
    await user.click(screen.getByText('All', { selector: '.ant-segmented-item-label' }));
    await user.type(screen.getByLabelText('Search by name'), 'weekly');
    expect(screen.getByText('Weekly picks')).toBeInTheDocument();
    expect(screen.queryByText('Colours')).not.toBeInTheDocument();
  });

  it('offers no creating, editing or deleting in an expired class', async () => {
    mockApi({
      'GET /course/asgmt/list/12': () =>
        jsonResponse({ status: 'success', record: LIST, auto_assign: false, next_run: null }),
    });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly />);
    await screen.findByText('Farm animals');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
