import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ALERT_STYLES } from '../alert-styles/alert-styles';

interface LoadFailureProps {
  /** Already translated: each feature keeps its own texts. */
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** What a screen shows when its data did not load: a red light alert with the reason and a retry button. */
export function LoadFailure({ title, text, retryLabel, onRetry, retrying }: LoadFailureProps) {
  return (
    <Alert
      styles={ALERT_STYLES}
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
