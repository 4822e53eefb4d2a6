import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

// Toasts for the spec's success/failure alerts; callers pass already-translated text. The close button gets a
// translated accessible name (Mantine's has none).
function show(color: string, message: string, title: string | undefined, autoClose: number): string {
  return notifications.show({
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

/** The toast each slot shows now: a form's warnings replace one another instead of piling up (issue 22). */
const slots = new Map<string, string>();

/** An error toast that takes the place of the slot's previous one. */
export function notifyErrorInSlot(slot: string, message: string): void {
  hideSlot(slot);
  slots.set(slot, show('red', message, undefined, 8000));
}

/** Takes the slot's toast away, if it still shows (the form saved: its last warning no longer holds). */
export function hideSlot(slot: string): void {
  const shown = slots.get(slot);
  if (shown === undefined) return;
  slots.delete(slot);
  notifications.hide(shown);
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
