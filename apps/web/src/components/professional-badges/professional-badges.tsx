// STUB: replaced at merge by FLAGS task
import type { ProfessionalBadge } from '@mosaico/domain';
import type { JSX } from 'react';

export function ProfessionalBadges(_props: {
  badges: readonly ProfessionalBadge[];
  size?: 'sm' | 'md';
}): JSX.Element | null {
  return null;
}
