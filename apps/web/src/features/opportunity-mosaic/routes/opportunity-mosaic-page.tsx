import 'react-grid-layout/css/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_PIECE_COLOR,
  MOSAIC_EDITOR_COLUMNS,
  MOSAIC_EDITOR_ROW_HEIGHT_PX,
  MOSAIC_EDITOR_WIDTH_PX,
  type MosaicFontSize,
  mosaicFontSizePx,
} from '@mosaico/domain';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowsHorizontal,
  IconArrowsVertical,
  IconArrowUp,
  IconMinus,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import { isNotFound, useOpportunity } from '../../opportunity-detail/api/opportunity-api';
import { textColorOn } from '../../opportunity-detail/components/mosaic-preview';
import { useSaveMosaic } from '../api/mosaic-api';
import {
  type EditorTile,
  type Nudge,
  nudge,
  settleLayout,
  toEditorTiles,
  toMosaicTiles,
} from '../components/mosaic-layout';

const ICON = { size: 16, 'aria-hidden': true } as const;
/** 16, 24 or 40 px at the editor's 500 px; proportionally smaller on a narrower screen. */
function scaledFontPx(size: MosaicFontSize, width: number): number {
  return Math.max(12, (mosaicFontSizePx(size) * width) / MOSAIC_EDITOR_WIDTH_PX);
}

const SWATCHES = ['#ed961c', '#1c7ed6', '#2f9e44', '#c2255c', '#5f3dc4', '#212529', '#f8f9fa'];

/** The mosaic editor (001 §2.5): a 6-column grid, rows of 125 px at 500 px wide, scaled down on phones. */
export function OpportunityMosaicPage() {
  const { t } = useTranslation('recruiter');
  usePageTitle(t('mosaic.pageTitle'));
  const { id = '' } = useParams();
  const { user } = useAuth();
  const opportunity = useOpportunity(id, user?.id ?? null);
  const navigate = useNavigate();
  const save = useSaveMosaic(id);
  const loaded = useMemo(
    () =>
      opportunity.data && !opportunity.data.restricted
        ? toEditorTiles(opportunity.data.mosaico, DEFAULT_PIECE_COLOR)
        : [],
    [opportunity.data],
  );
  const [tiles, setTiles] = useState<EditorTile[]>(loaded);
  useEffect(() => setTiles(loaded), [loaded]);

  if (opportunity.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('mosaic.loading')} />
      </Group>
    );
  }
  if (opportunity.isError || opportunity.data.restricted) {
    if (opportunity.isError && !isNotFound(opportunity.error)) {
      return (
        <Container size="sm" py="xl">
          <Alert color="red" role="alert">
            {t('mosaic.loadFailed')}
          </Alert>
        </Container>
      );
    }
    return (
      <NotFoundPanel
        title={t('mosaic.notFound')}
        text={t('mosaic.notFoundText')}
        homeLabel={t('mosaic.home')}
      />
    );
  }

  const update = (key: string, change: (tile: EditorTile) => EditorTile) =>
    setTiles((current) =>
      settleLayout(
        current.map((tile) => (tile.key === key ? change(tile) : tile)),
        key,
      ),
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('mosaic.title', { title: opportunity.data.titulo })}
        </Title>
        <Text c="dimmed">{t('mosaic.help')}</Text>
        <MosaicGrid tiles={tiles} onChange={setTiles} />
        {tiles.length === 0 && <Text c="dimmed">{t('mosaic.empty')}</Text>}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tiles.map((tile) => (
            <TileControls key={tile.key} tile={tile} onChange={(change) => update(tile.key, change)} />
          ))}
        </Stack>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('mosaic.saveFailed')}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(toMosaicTiles(tiles), { onSuccess: () => void navigate(paths.opportunity(id)) })
            }
          >
            {t('mosaic.save')}
          </Button>
          <Button variant="default" onClick={() => setTiles(loaded)}>
            {t('mosaic.cancel')}
          </Button>
          <Button variant="subtle" component={Link} to={paths.opportunity(id)}>
            {t('mosaic.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * The draggable grid. Its own component so the width is measured once the container exists (the hook observes
 * the element present at its first effect): 500 px on desktop, the screen's width on phones.
 */
function MosaicGrid({
  tiles,
  onChange,
}: {
  tiles: EditorTile[];
  onChange: (change: (current: EditorTile[]) => EditorTile[]) => void;
}) {
  const { width: measured, containerRef, mounted } = useContainerWidth();
  const width = Math.min(MOSAIC_EDITOR_WIDTH_PX, measured);
  const rowHeight = (MOSAIC_EDITOR_ROW_HEIGHT_PX * width) / MOSAIC_EDITOR_WIDTH_PX;
  const layout: Layout = tiles.map((tile) => ({ i: tile.key, x: tile.x, y: tile.y, w: tile.w, h: tile.h }));
  const onLayoutChange = (next: Layout) =>
    onChange((current) =>
      current.map((tile) => {
        const item = next.find((candidate) => candidate.i === tile.key);
        return item ? { ...tile, x: item.x, y: item.y, w: item.w, h: item.h } : tile;
      }),
    );
  return (
    <div ref={containerRef} style={{ width: '100%', maxWidth: MOSAIC_EDITOR_WIDTH_PX }}>
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: MOSAIC_EDITOR_COLUMNS, rowHeight, margin: [6, 6] }}
          onLayoutChange={onLayoutChange}
          style={{ background: 'var(--mantine-color-gray-1)', minHeight: rowHeight }}
        >
          {tiles.map((tile) => (
            <div
              key={tile.key}
              data-testid={`mosaic-tile-${tile.nome}`}
              style={{
                background: tile.color,
                color: textColorOn(tile.color),
                fontSize: scaledFontPx(tile.fontsize, width),
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
                overflow: 'hidden',
                borderRadius: 6,
                cursor: 'move',
                padding: 4,
              }}
            >
              {tile.nome}
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}

function TileControls({
  tile,
  onChange,
}: {
  tile: EditorTile;
  onChange: (change: (tile: EditorTile) => EditorTile) => void;
}) {
  const { t } = useTranslation('recruiter');
  const move = (how: Nudge) => onChange((current) => nudge(current, how));
  const button = (how: Nudge, icon: ReactNode) => (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => move(how)}
      aria-label={t(`mosaic.nudge.${how}`, { name: tile.nome })}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>{tile.nome}</Text>
        <Group gap={4} wrap="wrap" role="group" aria-label={t('mosaic.moveGroup', { name: tile.nome })}>
          {button('left', <IconArrowLeft {...ICON} />)}
          {button('right', <IconArrowRight {...ICON} />)}
          {button('up', <IconArrowUp {...ICON} />)}
          {button('down', <IconArrowDown {...ICON} />)}
          {button('wider', <IconArrowsHorizontal {...ICON} />)}
          {button('narrower', <IconMinus {...ICON} />)}
          {button('taller', <IconArrowsVertical {...ICON} />)}
          {button('shorter', <IconMinus {...ICON} style={{ transform: 'rotate(90deg)' }} />)}
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <ColorInput
            label={t('mosaic.color', { name: tile.nome })}
            value={tile.color}
            format="hex"
            swatches={SWATCHES}
            // Mantine's eye-dropper button has no accessible name (axe: button-name); swatches and hex cover it.
            withEyeDropper={false}
            onChange={(color) => onChange((current) => ({ ...current, color }))}
            w={180}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`font-${tile.key}`}>
              {t('mosaic.fontSize', { name: tile.nome })}
            </Text>
            <SegmentedControl
              aria-labelledby={`font-${tile.key}`}
              value={String(tile.fontsize)}
              onChange={(value) =>
                onChange((current) => ({ ...current, fontsize: Number(value) as MosaicFontSize }))
              }
              data={[
                { value: '1', label: t('mosaic.font.1') },
                { value: '2', label: t('mosaic.font.2') },
                { value: '3', label: t('mosaic.font.3') },
              ]}
            />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
