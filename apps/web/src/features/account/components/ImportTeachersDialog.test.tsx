import type { TeacherImportPreview } from '@lms/shared';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { ImportTeachersDialog } from './ImportTeachersDialog';

configure({ asyncUtilTimeout: 5_000 });

const CLEAN: TeacherImportPreview = {
  status: 'success',
  rows: [
    { row: 2, name: 'Ana Ruiz', email: 'ana@school.test', language: 'es', ok: true },
    { row: 3, name: 'Kenji Sato', email: 'kenji@school.test', language: 'ja-JP', ok: true },
  ],
  problems: [],
};

const WITH_PROBLEMS: TeacherImportPreview = {
  status: 'success',
  rows: [...CLEAN.rows, { row: 4, name: 'Ana Again', email: 'ana@school.test', language: null, ok: false }],
  problems: [
    { row: 4, column: 'email', code: 'import.email_repeated' },
    { row: 4, column: 'language', code: 'import.language_unknown' },
  ],
};

const teachersFile = (bytes = 60) => new File([new Uint8Array(bytes)], 'teachers.csv');

async function choose(file: File) {
  const user = userEvent.setup();
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  return user;
}

describe('importing teachers', () => {
  it('previews the file and shows each problem by row and column, translated, with no import offered', async () => {
    const fetchMock = mockApi({ 'POST /account/import/preview?language=en-US': () => jsonResponse(WITH_PROBLEMS) });
    renderInApp(<ImportTeachersDialog onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Download CSV template/ })).toBeInTheDocument();
    const file = teachersFile();
    await choose(file);

    expect(await screen.findByText('1 row of teachers.csv has problems.')).toBeInTheDocument();
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('file')).toBe(file);
    const row = document.querySelector('.ant-table-tbody tr[data-row-key="4"]') as HTMLElement;
    expect(row).toHaveTextContent('E-mail This e-mail appears more than once in the file.');
    expect(row).toHaveTextContent('Language Unknown language.');
    expect(document.querySelector('.ant-table-tbody tr[data-row-key="2"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Invite/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it('invites a clean file on confirmation, then closes', async () => {
    const onClose = vi.fn();
    const fetchMock = mockApi({
      'POST /account/import/preview?language=en-US': () => jsonResponse(CLEAN),
      'POST /account/import?language=en-US': () => jsonResponse({ status: 'success', created: 2, userids: [7, 8] }),
    });
    renderInApp(<ImportTeachersDialog onClose={onClose} />);
    const user = await choose(teachersFile());
    expect(await screen.findByText('2 teachers in teachers.csv are ready to invite.')).toBeInTheDocument();
    expect(screen.getByText('Kenji Sato')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite 2 teachers' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      // A blank language cell is the language the page is shown in.
      '/api/account/import/preview?language=en-US',
      '/api/account/import?language=en-US',
    ]);
  });

  it('shows the rows the import was refused for when an e-mail was taken since the check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    mockApi({
      'POST /account/import/preview?language=en-US': () => jsonResponse(CLEAN),
      'POST /account/import?language=en-US': () =>
        jsonResponse(
          {
            status: 'error',
            code: 'import.rows_invalid',
            message: 'x',
            details: { problems: [{ row: 3, column: 'email', code: 'account.email_taken' }] },
          },
          400,
        ),
    });
    renderInApp(<ImportTeachersDialog onClose={onClose} />);
    const user = await choose(teachersFile());
    await user.click(await screen.findByRole('button', { name: 'Invite 2 teachers' }));
    expect(await screen.findByText('1 row of teachers.csv has problems.')).toBeInTheDocument();
    expect(document.querySelector('.ant-table-tbody tr[data-row-key="3"]')).toHaveTextContent(
      'This e-mail already has an account.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a file over 2 MB before sending it, and translates the server’s refusal of a file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi({
      'POST /account/import/preview?language=en-US': () =>
        jsonResponse({ status: 'error', code: 'import.headers_missing', message: 'x' }, 400),
    });
    renderInApp(<ImportTeachersDialog onClose={vi.fn()} />);
    await choose(teachersFile(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(fetchMock).not.toHaveBeenCalled();

    await choose(teachersFile());
    expect(await screen.findByRole('alert')).toHaveTextContent("The file's header row does not match the template.");
  });
});
