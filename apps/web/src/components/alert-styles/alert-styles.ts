/**
 * Mantine's light alerts colour their title (and text) like the accent, which fails WCAG AA contrast on the tinted
 * background: titles and text stay dark; the icon and the tint carry the colour. Pass as `styles` to light Alerts.
 */
export const ALERT_STYLES = {
  title: { color: 'var(--mantine-color-gray-9)' },
  message: { color: 'var(--mantine-color-gray-9)' },
} as const;
