import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Pagination,
  Paper,
  Radio,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { PAGE_SIZES, PROFESSIONAL_SEARCH_TYPES, type ProfessionalSearchType } from '@mosaico/domain';
import { IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { type FinderQuery, useFindProfessionals } from '../api/professionals-finder-api';
import { FinderCard } from '../components/finder-card';

const KEYWORD_SEPARATOR = '|';
/** 002 §2.9's options: talents, person with disability, European citizenship. */
const FINDER_OPTIONS = ['talent', 'pcd', 'eu'] as const;

/** The search lives in the URL (q, type, talent, pcd, eu, page) so a result page can be shared and gone back to. */
function queryFrom(search: URLSearchParams): FinderQuery {
  const type = search.get('type');
  const page = Number(search.get('page') ?? '1');
  return {
    keywords: (search.get('q') ?? '')
      .split(KEYWORD_SEPARATOR)
      .map((word) => word.trim())
      .filter(Boolean),
    type: (PROFESSIONAL_SEARCH_TYPES as readonly string[]).includes(type ?? '')
      ? (type as ProfessionalSearchType)
      : 'all',
    talent: search.get('talent') === 'true',
    pcd: search.get('pcd') === 'true',
    eu: search.get('eu') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function searchFrom(query: FinderQuery): Record<string, string> {
  return {
    q: query.keywords.join(KEYWORD_SEPARATOR),
    type: query.type,
    ...(query.talent ? { talent: 'true' } : {}),
    ...(query.pcd ? { pcd: 'true' } : {}),
    ...(query.eu ? { eu: 'true' } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

/** Chips without case-insensitive repeats. */
function addChips(chips: string[], words: string[]): string[] {
  const out = [...chips];
  for (const word of words.map((item) => item.trim()).filter(Boolean)) {
    if (!out.some((chip) => chip.toLowerCase() === word.toLowerCase())) out.push(word);
  }
  return out;
}

/** /rh/professionals (002 §2.9): recruiters find professionals by keyword chips, 12 per page. */
export function ProfessionalsFinderPage() {
  const { t } = useTranslation('professionals-finder');
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const query = queryFrom(search);
  const [draft, setDraft] = useState<Omit<FinderQuery, 'page'>>(query);
  const [typing, setTyping] = useState('');
  const [needsKeyword, setNeedsKeyword] = useState(false);
  const results = useFindProfessionals(query);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PAGE_SIZES.findProfessionals));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A word typed but not yet turned into a chip counts (the recruiter pressed Search, not Enter).
    const keywords = addChips(draft.keywords, [typing]);
    setTyping('');
    setDraft((previous) => ({ ...previous, keywords }));
    // 002 §5: at least one keyword chip is needed.
    if (keywords.length === 0) {
      setNeedsKeyword(true);
      return;
    }
    setNeedsKeyword(false);
    setSearch(searchFrom({ ...draft, keywords, page: 1 }));
  };

  const clear = () => {
    setDraft({ ...draft, keywords: [] });
    setTyping('');
    setSearch({});
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="gray.8">{t('intro')}</Text>
          </Stack>
          <Button
            component={Link}
            to={paths.professionalCreate}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {t('register')}
          </Button>
        </Group>

        <Paper withBorder radius="md" p="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
            <Stack gap="md">
              <TagsInput
                label={t('search.label')}
                description={t('search.hint')}
                placeholder={draft.keywords.length === 0 ? t('search.placeholder') : undefined}
                value={draft.keywords}
                onChange={(keywords) => {
                  setDraft((previous) => ({ ...previous, keywords: addChips([], keywords) }));
                  if (keywords.length > 0) setNeedsKeyword(false);
                }}
                searchValue={typing}
                onSearchChange={setTyping}
                splitChars={[',', KEYWORD_SEPARATOR]}
                clearable
                error={needsKeyword ? t('search.atLeastOne') : undefined}
                maxTags={30}
                data-testid="finder-keywords"
              />
              <Radio.Group
                label={t('search.type')}
                value={draft.type}
                onChange={(value) =>
                  setDraft((previous) => ({ ...previous, type: value as ProfessionalSearchType }))
                }
              >
                <Group gap="lg" mt={6} wrap="wrap">
                  {PROFESSIONAL_SEARCH_TYPES.map((type) => (
                    <Radio key={type} value={type} label={t(`search.types.${type}`)} />
                  ))}
                </Group>
              </Radio.Group>
              <Checkbox.Group
                label={t('search.options')}
                value={FINDER_OPTIONS.filter((option) => draft[option])}
                onChange={(values) =>
                  setDraft((previous) => ({
                    ...previous,
                    talent: values.includes('talent'),
                    pcd: values.includes('pcd'),
                    eu: values.includes('eu'),
                  }))
                }
              >
                <Group gap="lg" mt={6} wrap="wrap">
                  {FINDER_OPTIONS.map((option) => (
                    <Checkbox key={option} value={option} label={t(`search.${option}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
                  {t('search.submit')}
                </Button>
                {query.keywords.length > 0 && (
                  <Button
                    variant="subtle"
                    leftSection={<IconX size={16} aria-hidden="true" />}
                    onClick={clear}
                  >
                    {t('search.clear')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>

        {query.keywords.length > 0 && (
          <Box component="section" aria-labelledby="finder-results-title">
            <Title order={2} size="h4" id="finder-results-title" mb="sm">
              {t('results.title')}
            </Title>
            {results.isError ? (
              <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('results.error')}</Text>
                  <Button size="xs" onClick={() => void results.refetch()}>
                    {t('results.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : !results.data ? (
              <Skeleton height={120} radius="md" role="status" aria-label={t('results.loading')} />
            ) : results.data.usersList.length === 0 ? (
              <Text fw={600} data-testid="finder-empty">
                {t('results.empty')}
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm" fw={600} aria-live="polite" data-testid="finder-total">
                  {results.data.totalCapped
                    ? t('results.totalCapped', { count: results.data.total })
                    : t('results.total', { count: results.data.total })}
                </Text>
                <Stack
                  gap="sm"
                  component="ol"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label={t('results.list')}
                >
                  {results.data.usersList.map((person) => (
                    <FinderCard key={person._id} person={person} />
                  ))}
                </Stack>
                {pages > 1 && (
                  <Box component="nav" aria-label={t('results.pagination')}>
                    <Pagination
                      total={pages}
                      value={Math.min(query.page, pages)}
                      onChange={(page) => setSearch(searchFrom({ ...query, page }))}
                      size="sm"
                      withEdges
                      getItemProps={(item) => ({ 'aria-label': t('results.page', { page: item }) })}
                      getControlProps={(control) => ({ 'aria-label': t(`results.${control}`) })}
                      styles={{ root: { display: 'flex', justifyContent: 'center' } }}
                    />
                  </Box>
                )}
              </Stack>
            )}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
