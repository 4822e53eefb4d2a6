import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

// Toasts for the spec's success/failure alerts; callers pass already-translated text. The close button gets a
// translated accessible name (Mantine's has none).
function show(color: string, message: string, title: string | undefined, autoClose: number): void {
  notifications.show({
    color,
    message,
    title,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common:closeNotification') },
  });
}

export function notifySuccess(message: string, title?: string): void {
  show('green', message, title, 5000);
}

export function notifyError(message: string, title?: string): void {
  show('red', message, title, 8000);
}

export function notifyWarning(message: string, title?: string): void {
  show('yellow', message, title, 8000);
}

const PENDING_KEY = 'mosaico.pendingNotice';

/**
 * A success message to show on the next page load of this tab, for actions that end with a full reload (deleting
 * the account resets every piece of state the session had).
 */
export function notifySuccessAfterReload(message: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, message);
  } catch {
    // Storage refused (private mode): the reload happens without the message.
  }
}

/** Shows the message a previous page of this tab left (notifySuccessAfterReload), once. */
export function showPendingNotice(): void {
  try {
    const message = sessionStorage.getItem(PENDING_KEY);
    if (message === null) return;
    sessionStorage.removeItem(PENDING_KEY);
    notifySuccess(message);
  } catch {
    // Storage unavailable: nothing was left.
  }
}
