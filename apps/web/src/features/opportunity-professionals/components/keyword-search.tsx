import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PAGE_SIZES } from '@mosaico/domain';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { useKeywordSearch } from '../api/selection-api';

/**
 * 001 §2.6: the professionals screen's keyword search (find-by-keyword), 10 per page: every keyword must be a
 * skill of the professional or appear in their CV. The query lives in the URL (`q`, `kpage`).
 */
export function KeywordSearch({
  opportunityId,
  query,
  page,
  onSearch,
  onPage,
}: {
  opportunityId: string;
  query: string;
  page: number;
  onSearch: (query: string | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('professionals');
  const [text, setText] = useState(query);
  const results = useKeywordSearch(opportunityId, query, page);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PAGE_SIZES.keywordSearch));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="keyword-search-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="keyword-search-title">
          {t('keywords.title')}
        </Title>
        <form
          aria-labelledby="keyword-search-title"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(text.trim() === '' ? null : text.trim());
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('keywords.label')}
              description={t('keywords.hint')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              maxLength={2000}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('keywords.search')}
            </Button>
            {query !== '' && (
              <Button
                variant="subtle"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => {
                  setText('');
                  onSearch(null);
                }}
              >
                {t('keywords.clear')}
              </Button>
            )}
          </Group>
        </form>
        {query !== '' &&
          (results.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {t('error.text')}
            </Text>
          ) : !results.data ? (
            <Skeleton height={80} radius="md" role="status" aria-label={t('status.loading')} />
          ) : results.data.usersList.length === 0 ? (
            <Text fw={600} data-testid="keyword-empty">
              {t('empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" fw={600} aria-live="polite" data-testid="keyword-total">
                {t(results.data.totalCapped ? 'keywords.totalCapped' : 'keywords.total', {
                  count: results.data.total,
                })}
              </Text>
              <Stack
                gap="xs"
                component="ol"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('keywords.results')}
              >
                {results.data.usersList.map((person) => (
                  <Card
                    key={person._id}
                    component="li"
                    withBorder
                    padding="sm"
                    radius="sm"
                    data-testid="keyword-result"
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <UserAvatar name={person.displayName} photoUrl={person.userImageUrl} size={40} />
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Anchor
                          href={paths.professional(person._id)}
                          target="_blank"
                          rel="noopener noreferrer"
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {`${person.displayName} `}
                          <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
                        </Anchor>
                        <Text size="sm" c="gray.8">
                          {t('keywords.matchedIn', {
                            where: person.matchedIn
                              .map((source) => t(`keywords.source.${source}`))
                              .join(', '),
                          })}
                        </Text>
                        <Group gap={6} wrap="wrap">
                          {person.isCandidate && (
                            <Badge variant="light" color="gray" c="gray.9">
                              {t('badges.candidate')}
                            </Badge>
                          )}
                          {person.isEnrolled && (
                            <Badge variant="light" color="gray" c="gray.9">
                              {t('badges.enrolled')}
                            </Badge>
                          )}
                        </Group>
                        {/* 002 §6 badges (pre-registered among them), decided by the server. */}
                        <ProfessionalBadges badges={person.badges} size="sm" />
                      </Stack>
                      <Text size="sm" fw={700} c="gray.9">
                        <span aria-hidden="true">{person.nivelAderencia}%</span>
                        <VisuallyHidden>
                          {t('card.adherence', { value: person.nivelAderencia })}
                        </VisuallyHidden>
                      </Text>
                    </Group>
                  </Card>
                ))}
              </Stack>
              {pages > 1 && (
                <Box component="nav" aria-label={t('keywords.pagination')}>
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={onPage}
                    size="sm"
                    getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
                    getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
                    styles={{ root: { display: 'flex', justifyContent: 'center' } }}
                  />
                </Box>
              )}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
