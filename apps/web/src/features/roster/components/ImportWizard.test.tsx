import type { ImportResponse } from '@lms/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { ImportWizard } from './ImportWizard';

configure({ asyncUtilTimeout: 5_000 });

function importAnswer(overrides: Partial<ImportResponse>): ImportResponse {
  return {
    status: 'success',
    dry_run: true,
    rows: [
      { row: 2, username: 'Ana Lee', account: 'ana.lee', action: 'create' },
      { row: 3, username: 'Ben Cho', account: 'ben.cho', action: 'enrol' },
      { row: 4, username: 'Cleo Park', account: 'cleo', action: null },
    ],
    problems: [],
    limits: [],
    created: 1,
    enrolled: 1,
    unchanged: 0,
    cards: null,
    ...overrides,
  };
}

const WITH_PROBLEMS = importAnswer({
  problems: [
    { row: 4, column: 'account', code: 'students.already_exists' },
    { row: 4, column: 'password', code: 'auth.password_too_short' },
  ],
});

const spreadsheet = (bytes = 100) => new File([new Uint8Array(bytes)], 'class-3b.xlsx');

async function uploadThrough(file: File) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Next: upload the file' }));
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  return user;
}

describe('the import wizard', () => {
  it('checks the file with a dry run and shows each problem by row and column, translated', async () => {
    const fetchMock = mockApi({ 'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(WITH_PROBLEMS) });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    const file = spreadsheet();
    await uploadThrough(file);

    expect(await screen.findByText('class-3b.xlsx: rows with problems: 1')).toBeInTheDocument();
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('file')).toBe(file);

    const row = document.querySelector('.ant-table-tbody tr[data-row-key="4"]') as HTMLElement;
    expect(row.className).toMatch(/problemRow/);
    expect(within(row).getByText('Cleo Park')).toBeInTheDocument();
    expect(within(row).getByText('Student account').closest('li')).toHaveTextContent(
      'Student account The student already exists.',
    );
    expect(within(row).getByText('Password').closest('li')).toHaveTextContent(
      'Password Password at least 6 characters, not counting spaces.',
    );
    expect(
      screen.getByText('Nothing has been imported. Fix the highlighted rows in your file and upload it again.'),
    ).toBeInTheDocument();
  });

  it('does not offer the import while the file has problems', async () => {
    mockApi({ 'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(WITH_PROBLEMS) });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    await uploadThrough(spreadsheet());
    await screen.findByText('class-3b.xlsx: rows with problems: 1');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload another file' })).toBeInTheDocument();
  });

  it('does not offer the import when the class or the school would be over its limit', async () => {
    mockApi({
      'POST /stu/importfromfile/12?dryRun=true': () =>
        jsonResponse(
          importAnswer({
            rows: [{ row: 2, username: 'Ana Lee', account: 'ana.lee', action: 'create' }],
            limits: [{ code: 'course.class_full', current: 30, limit: 30, requested: 1 }],
          }),
        ),
    });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    await uploadThrough(spreadsheet());
    expect(await screen.findByText('Class full; students cannot be added.')).toBeInTheDocument();
    // The limit is the first thing said, in words, and no row is said to be highlighted.
    const [first] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent(
      'Class full; students cannot be added.The class has 30 of 30 seats taken; students the file adds: 1.Nothing has been imported.',
    );
    expect(screen.queryByText(/rows with problems/)).toBeNull();
    expect(screen.queryByText(/Fix the highlighted rows/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('imports a clean file on confirmation and offers the new students’ login cards', async () => {
    const clean = importAnswer({ rows: importAnswer({}).rows.slice(0, 2) });
    const fetchMock = mockApi({
      'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(clean),
      'POST /stu/importfromfile/12': () => jsonResponse({ ...clean, dry_run: false, cards: 'k'.repeat(32) }),
    });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    const user = await uploadThrough(spreadsheet());
    expect(await screen.findByText('class-3b.xlsx: every row is ready to import (2)')).toBeInTheDocument();
    expect(screen.getByText('New student')).toBeInTheDocument();
    expect(screen.getByText('Existing student joins')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import the students (2)' }));
    expect(await screen.findByText('Import complete')).toBeInTheDocument();
    expect(
      screen.getByText(
        'New students: 1. Existing students added to this class: 1. Already in the class, unchanged: 0.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download login cards/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/stu/importfromfile/12?dryRun=true',
      '/api/stu/importfromfile/12',
    ]);
  });

  it('re-imports a list: students already in the class are shown unchanged and only the others are imported', async () => {
    const again = importAnswer({
      rows: [
        { row: 2, username: 'Ana Lee', account: 'ana.lee', action: 'unchanged' },
        { row: 3, username: 'Ben Cho', account: 'ben.cho', action: 'unchanged' },
        { row: 4, username: 'Dan Wu', account: 'dan.wu', action: 'create' },
      ],
      created: 1,
      enrolled: 0,
      unchanged: 2,
    });
    mockApi({
      'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(again),
      'POST /stu/importfromfile/12': () => jsonResponse({ ...again, dry_run: false, cards: 'k'.repeat(32) }),
    });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    const user = await uploadThrough(spreadsheet());
    expect(await screen.findByText('class-3b.xlsx: every row is ready to import (3)')).toBeInTheDocument();
    expect(
      screen.getByText('New students: 1. Existing students joining this class: 0. Already in the class, unchanged: 2.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Already in the class, unchanged')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Import the students (1)' }));
    expect(
      await screen.findByText(
        'New students: 1. Existing students added to this class: 0. Already in the class, unchanged: 2.',
      ),
    ).toBeInTheDocument();
  });

  it('has nothing to import when every student of the file is already in the class', async () => {
    const same = importAnswer({
      rows: [{ row: 2, username: 'Ana Lee', account: 'ana.lee', action: 'unchanged' }],
      created: 0,
      enrolled: 0,
      unchanged: 1,
    });
    mockApi({ 'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(same) });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    await uploadThrough(spreadsheet());
    expect(
      await screen.findByText(
        'class-3b.xlsx: every student in the file is already in this class; there is nothing to import',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('shows the rows the server refused when the roster changed after the check', async () => {
    const clean = importAnswer({ rows: importAnswer({}).rows.slice(0, 2) });
    mockApi({
      'POST /stu/importfromfile/12?dryRun=true': () => jsonResponse(clean),
      'POST /stu/importfromfile/12': () =>
        jsonResponse(
          {
            status: 'error',
            code: 'import.rows_invalid',
            message: 'Some rows have problems; nothing was imported.',
            details: { problems: [{ row: 2, column: 'account', code: 'students.already_exists' }] },
          },
          400,
        ),
    });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    const user = await uploadThrough(spreadsheet());
    await user.click(await screen.findByRole('button', { name: 'Import the students (2)' }));
    expect(await screen.findByText('class-3b.xlsx: rows with problems: 1')).toBeInTheDocument();
    const row = document.querySelector('.ant-table-tbody tr[data-row-key="2"]') as HTMLElement;
    expect(within(row).getByText('The student already exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('refuses a file over 2 MB without sending it', async () => {
    const fetchMock = mockApi({});
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    await uploadThrough(spreadsheet(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a file the server cannot read', async () => {
    mockApi({
      'POST /stu/importfromfile/12?dryRun=true': () =>
        jsonResponse({ status: 'error', code: 'import.headers_missing', message: 'x' }, 400),
    });
    renderInApp(<ImportWizard courseId={12} onClose={() => {}} />);
    await uploadThrough(spreadsheet());
    expect(await screen.findByRole('alert')).toHaveTextContent("The file's header row does not match the template.");
  });
});
