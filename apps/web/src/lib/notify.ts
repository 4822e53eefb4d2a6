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
