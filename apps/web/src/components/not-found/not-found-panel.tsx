import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

interface NotFoundPanelProps {
  /** Already translated: each feature keeps its own texts. */
  title: string;
  text: string;
  homeLabel: string;
}

/** A 404 screen: the code, what was not found and a way back home. */
export function NotFoundPanel({ title, text, homeLabel }: NotFoundPanelProps) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="brand.7" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Button component={Link} to={paths.home}>
          {homeLabel}
        </Button>
      </Stack>
    </Container>
  );
}
