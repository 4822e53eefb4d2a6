import { Box, Container, type MantineSpacing, type StyleProp, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './hero.module.css';

/** The dark banner at the top of the home and search screens, holding the search form. */
export function Hero({ py, children }: { py: StyleProp<MantineSpacing>; children: ReactNode }) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={py}>
        {children}
      </Container>
    </Box>
  );
}

/** The screen's heading inside the hero: white, and sized to the viewport. */
export function HeroTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} c="white" className={classes.heroTitle}>
      {children}
    </Title>
  );
}
