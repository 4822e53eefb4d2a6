import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { cardItem } from '../test/fixtures';
import { CardActions } from './card-actions';

// The toasts are Mantine notifications, mounted by the app shell: the calls are what these tests can see.
vi.mock('../../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
  notifySuccessAfterReload: vi.fn(),
  showPendingNotice: vi.fn(),
}));

const EMAIL_ON = { isActive: true, channels: [{ name: 'E-mail', isActive: true }] };

/** Every call fails without a message of the server's (a gateway's empty 502), so the screen's own text shows. */
function failEverything() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 502 })),
  );
}

function renderActions(item: ReturnType<typeof cardItem>, tab: 'compatibles' | 'enrolled' | 'candidates') {
  return renderWithProviders(
    <CardActions opportunityId="opp-1" opportunityTitle="Dev" item={item} tab={tab} />,
  );
}

describe('card actions (001 §2.7, §8; 002 §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows 'Resend pre-registration e-mail' disabled for someone without a pre-registration, enabled with one", () => {
    const view = renderActions(cardItem({ user: { preRegister: false } }), 'compatibles');
    expect(
      within(screen.getByTestId('card-actions')).getByRole('button', {
        name: 'Resend pre-registration e-mail',
      }),
    ).toBeDisabled();
    view.unmount();
    renderActions(cardItem({ user: { preRegister: true } }), 'compatibles');
    expect(screen.getByRole('button', { name: 'Resend pre-registration e-mail' })).toBeEnabled();
  }, 20_000);

  it("says 'Erro ao enviar email' when an invitation fails, and the generic message when viewing the CV fails", async () => {
    failEverything();
    renderActions(cardItem({ user: { notificationsSettings: EMAIL_ON } }), 'compatibles');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error sending the e-mail'));
    fireEvent.click(screen.getByRole('button', { name: 'View CV' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The operation could not be completed.'));
  }, 20_000);

  it("says 'Ocorreu algum erro!' when 'Não comunicar encerramento' cannot be saved, and puts the switch back", async () => {
    failEverything();
    renderActions(cardItem({ candidatureKind: 'candidate', status: { current: 1 } }), 'candidates');
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Something went wrong!'));
    expect(toggle).not.toBeChecked();
  }, 20_000);
});
