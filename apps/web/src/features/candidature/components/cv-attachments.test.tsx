import type { Attachment } from '@mosaico/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { notifyError } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { CvAttachments } from './cv-attachments';

vi.mock('../../../lib/download-file', () => ({ downloadFile: vi.fn(async () => {}) }));
vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

const attachments: Attachment[] = [
  {
    _id: 'cv-1',
    fileName: 'cv.pdf',
    url: '/api/documents/file/cv-1',
    comment: null,
    uploadDate: '2025-01-10T10:00:00.000Z',
  },
];

function fileInput(container: HTMLElement): HTMLInputElement {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('CV attachments', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notifyError).mockClear();
    vi.mocked(downloadFile).mockClear();
  });

  it('opens a CV through the authenticated download, and says so when it fails', async () => {
    renderWithProviders(<CvAttachments userId="user-1" attachments={attachments} onChanged={() => {}} />);
    const open = screen.getByRole('button', { name: 'Open CV cv.pdf' });
    expect(open).toHaveTextContent('cv.pdf');
    fireEvent.click(open);
    expect(downloadFile).toHaveBeenCalledWith('/api/documents/file/cv-1', 'cv.pdf');
    await waitFor(() => expect(open).toBeEnabled());

    vi.mocked(downloadFile).mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', ''));
    fireEvent.click(open);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The CV could not be opened. Try again.'));
  });

  it('refuses a file that is not PDF or DOCX, or larger than 5 MB, without calling the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(
      <CvAttachments userId="user-1" attachments={attachments} onChanged={() => {}} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [new File(['x'], 'cv.zip')] } });
    expect(notifyError).toHaveBeenLastCalledWith('Only PDF or DOCX files are accepted.');
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(container), { target: { files: [big] } });
    expect(notifyError).toHaveBeenLastCalledWith('The file is larger than 5 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads an accepted CV as multipart and asks for its description', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ fileName: 'new.docx', url: '/api/documents/file/new' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(
      <CvAttachments userId="user-1" attachments={attachments} onChanged={() => {}} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [new File(['PK'], 'new.docx')] } });
    expect(await screen.findByText('Add an optional description to new.docx.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/documents/file?kind=cv');
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(notifyError).not.toHaveBeenCalled());
  });
});
