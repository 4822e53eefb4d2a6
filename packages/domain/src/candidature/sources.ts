import { z } from 'zod';

// 001 §3: capture sources (stored values).
export const CAPTURE_SOURCES = [
  { key: 'recommendation', value: 'Indicação' },
  { key: 'promotion', value: 'Divulgação' },
  { key: 'search', value: 'Busca' },
] as const;
export type CaptureSource = (typeof CAPTURE_SOURCES)[number]['value'];
export const captureSourceSchema = z.enum(['Indicação', 'Divulgação', 'Busca']);

// DECISIONS "Provider": the provider's name is a setting; this is its default.
export const DEFAULT_PROVIDER_NAME = 'Eluminer';

// 001 §3: channels, in the contract's order; the 'provider' entry is stored as the provider's name.
export const CHANNEL_KEYS = [
  'enter',
  'ceviu',
  'apinfo',
  'catho',
  'client',
  'provider',
  'yahooList',
  'linkedIn',
  'ePanelinha',
  'email',
  'others',
] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];
const FIXED_CHANNEL_VALUES: Record<Exclude<ChannelKey, 'provider'>, string> = {
  enter: 'Enter',
  ceviu: 'Ceviu',
  apinfo: 'Apinfo',
  catho: 'Catho',
  client: 'Cliente',
  yahooList: 'Lista Yahoo',
  linkedIn: 'LinkedIn',
  ePanelinha: 'e-Panelinha',
  email: 'E-Mail',
  others: 'Outros',
};

export function channelValue(key: ChannelKey, providerName: string = DEFAULT_PROVIDER_NAME): string {
  return key === 'provider' ? providerName : FIXED_CHANNEL_VALUES[key];
}

/** The stored channel values, in order, with the configured provider name. */
export function candidateChannels(providerName: string = DEFAULT_PROVIDER_NAME): string[] {
  return CHANNEL_KEYS.map((key) => channelValue(key, providerName));
}

export function channelSchema(providerName: string = DEFAULT_PROVIDER_NAME) {
  const [first, ...rest] = candidateChannels(providerName);
  return z.enum([first ?? 'Enter', ...rest]);
}
