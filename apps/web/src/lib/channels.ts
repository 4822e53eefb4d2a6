import { CHANNEL_KEYS, candidateChannels, channelValue } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';

/**
 * The candidate channels (001 §3) as select options: the stored value (Portuguese, the contract's) with a label in
 * the reader's language (issue 22: 'Outros' read on English screens). The provider's entry is its name. A stored
 * value no longer offered (`current`) is kept as an option showing itself.
 */
export function useChannelOptions(current?: string | null): Array<{ value: string; label: string }> {
  const { t } = useTranslation('common');
  const options = CHANNEL_KEYS.map((key) => ({
    value: channelValue(key),
    label: key === 'provider' ? channelValue(key) : t(`channels.${key}`),
  }));
  return current && !candidateChannels().includes(current)
    ? [...options, { value: current, label: current }]
    : options;
}
