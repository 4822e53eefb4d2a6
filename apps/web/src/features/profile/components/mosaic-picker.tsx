import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PIECE_COLOR,
  type DictionaryTerm,
  type GridPiece,
  MAX_INTEREST_PIECES,
  MAX_PLACED_PIECES,
  MOSAIC_COLUMNS,
  MOSAIC_ROWS,
  type MosaicDictionary,
  type MosaicEntry,
  mosaicCompositionIssues,
  pieceTextColor,
  placePiece,
  type SkillEntry,
} from '@mosaico/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import classes from './mosaic-picker.module.css';

/** A word the professional can put on the mosaic. */
interface Piece {
  nome: string;
  caption: string;
  classif: string;
  subclassif: string | null;
}

/**
 * What a piece is, whatever the reading language: its kind and its Portuguese name (the stored `nome` the
 * dictionary and matching key on). Captions change with the language, so a mosaic saved in Portuguese must still
 * recognise its pieces in English (issue 22).
 */
const keyOf = (piece: { classif?: string | null; nome: string }) =>
  `${piece.classif ?? ''}\u0000${piece.nome.trim().toLocaleLowerCase()}`;

function fromTerm(term: DictionaryTerm): Piece {
  return { nome: term.nome, caption: term.nomeCaption, classif: term.classif, subclassif: term.subclassif };
}

/** The numbers the mosaic's messages name. */
export const MOSAIC_LIMITS = { max: MAX_PLACED_PIECES, maxInterests: MAX_INTEREST_PIECES } as const;

/** The issues of a mosaic as message keys, in the order 000 §5 names them; none when it follows the rules. */
export function mosaicIssueKeys(entries: readonly MosaicEntry[]): string[] {
  const placed = entries.filter((entry) => entry.posicao).map((entry) => entry.detalhe);
  const issues = mosaicCompositionIssues(placed);
  const keys: string[] = [];
  if (issues.tooManyPieces) keys.push('mosaic.errors.tooMany');
  if (issues.tooFewInterests) keys.push('mosaic.errors.tooFewInterests');
  if (issues.tooManyInterests) keys.push('mosaic.errors.tooManyInterests');
  if (issues.noCompetence) keys.push('mosaic.errors.noCompetence');
  return keys;
}

interface MosaicPickerProps {
  dictionary: MosaicDictionary;
  /** The professional's declared skills: the 'digomais' pieces. */
  skills: readonly SkillEntry[];
  value: MosaicEntry[];
  onChange: (entries: MosaicEntry[]) => void;
}

/**
 * The mosaic (000 §5): pieces from interests ('euquero') and competences ('eusou', 'eusei', 'digomais'); a click
 * (or Enter / Space) toggles a piece; it is placed where placePiece says (the rule the server checks too), as
 * wide as its caption; at most 7 placed, 1 to 3 interests, at least one competence.
 */
export function MosaicPicker({ dictionary, skills, value, onChange }: MosaicPickerProps) {
  const { t } = useTranslation('profile');
  const [notice, setNotice] = useState<string | null>(null);
  const placed = value.filter((entry) => entry.posicao);
  const placedKeys = new Set(placed.map((entry) => keyOf(entry.detalhe)));
  const interests = placed.filter((entry) => entry.detalhe.classif === 'euquero').length;

  const groups: Array<{ id: string; pieces: Piece[] }> = [
    { id: 'euquero', pieces: dictionary.euquero.map(fromTerm) },
    { id: 'eusou', pieces: dictionary.eusou.map(fromTerm) },
    { id: 'eusei', pieces: dictionary.eusei.map(fromTerm) },
    {
      id: 'digomais',
      pieces: skills
        .filter((skill) => skill.subclassif === 'skills')
        .map((skill) => ({
          nome: skill.nome,
          caption: skill.nomeCaption || skill.nome,
          classif: 'digomais',
          subclassif: skill.subclassif,
        })),
    },
  ];

  // A placed piece reads in the current language: the caption the dictionary gives it now, else the one it was
  // saved with (a word no longer offered).
  const captions = new Map(
    groups.flatMap((group) => group.pieces.map((piece) => [keyOf(piece), piece.caption])),
  );
  const captionOf = (entry: MosaicEntry) =>
    captions.get(keyOf(entry.detalhe)) ?? (entry.detalhe.nomeCaption || entry.detalhe.nome);

  const toggle = (piece: Piece) => {
    setNotice(null);
    const key = keyOf(piece);
    if (placedKeys.has(key)) {
      onChange(value.filter((entry) => keyOf(entry.detalhe) !== key));
      return;
    }
    if (placed.length >= MAX_PLACED_PIECES) {
      setNotice(t('mosaic.errors.tooMany', MOSAIC_LIMITS));
      return;
    }
    if (piece.classif === 'euquero' && interests >= MAX_INTEREST_PIECES) {
      setNotice(t('mosaic.errors.tooManyInterests', MOSAIC_LIMITS));
      return;
    }
    const grid: GridPiece[] = placed.flatMap((entry) => (entry.posicao ? [entry.posicao] : []));
    const position = placePiece(grid, { name: piece.caption });
    if (!position) {
      setNotice(t('mosaic.errors.noRoom'));
      return;
    }
    const entry: MosaicEntry = {
      detalhe: {
        nome: piece.nome,
        nomeCaption: piece.caption,
        classif: piece.classif,
        subclassif: piece.subclassif,
      },
      posicao: { ...position, color: DEFAULT_PIECE_COLOR },
    };
    onChange([...value.filter((other) => keyOf(other.detalhe) !== key), entry]);
  };

  const issues = mosaicIssueKeys(value);

  return (
    <Stack gap="md">
      <Alert
        styles={ALERT_STYLES}
        variant="light"
        color="blue"
        icon={<IconInfoCircle aria-hidden="true" />}
        title={t('mosaic.helpTitle')}
      >
        {t('mosaic.help', MOSAIC_LIMITS)}
      </Alert>

      <Box
        component="ul"
        className={classes.grid}
        aria-label={t('mosaic.gridLabel', { count: placed.length, max: MAX_PLACED_PIECES })}
        style={{
          gridTemplateColumns: `repeat(${MOSAIC_COLUMNS}, 1fr)`,
          gridTemplateRows: `repeat(${MOSAIC_ROWS}, minmax(44px, auto))`,
        }}
        data-testid="mosaic-grid"
      >
        {placed.map((entry) =>
          entry.posicao ? (
            <li
              key={keyOf(entry.detalhe)}
              className={classes.cell}
              style={{
                gridColumn: `${entry.posicao.col + 1} / span ${entry.posicao.sizex}`,
                gridRow: `${entry.posicao.row + 1}`,
              }}
            >
              <button
                type="button"
                className={classes.piece}
                style={{
                  background: entry.posicao.color || DEFAULT_PIECE_COLOR,
                  // The piece's own colour decides black or white text (a purple piece read 2.54:1, issue 22).
                  color: pieceTextColor(entry.posicao.color || DEFAULT_PIECE_COLOR),
                }}
                aria-label={t('mosaic.remove', { name: captionOf(entry) })}
                onClick={() =>
                  toggle({
                    nome: entry.detalhe.nome,
                    caption: captionOf(entry),
                    classif: entry.detalhe.classif,
                    subclassif: entry.detalhe.subclassif ?? null,
                  })
                }
              >
                {captionOf(entry)}
              </button>
            </li>
          ) : null,
        )}
      </Box>
      <Text size="sm" aria-live="polite" data-testid="mosaic-counter">
        {t('mosaic.counter', { count: placed.length, max: MAX_PLACED_PIECES, interests })}
      </Text>
      {notice && (
        <Alert styles={ALERT_STYLES} color="orange" variant="light" role="alert">
          {notice}
        </Alert>
      )}
      {issues.length > 0 && placed.length > 0 && (
        <Alert
          styles={ALERT_STYLES}
          color="red"
          variant="light"
          role="status"
          title={t('mosaic.issuesTitle')}
        >
          <Stack gap={4}>
            {issues.map((key) => (
              <Text key={key} size="sm">
                {t(key, MOSAIC_LIMITS)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      {groups.map((group) =>
        group.pieces.length === 0 && group.id !== 'digomais' ? null : (
          <Stack key={group.id} gap="xs">
            <Title order={3} size="h5">
              {t(`mosaic.groups.${group.id}`)}
            </Title>
            {group.pieces.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('mosaic.noSkills')}
              </Text>
            ) : (
              <Group gap="xs">
                {group.pieces.map((piece) => {
                  const on = placedKeys.has(keyOf(piece));
                  return (
                    <Button
                      key={keyOf(piece)}
                      size="compact-sm"
                      radius="xl"
                      variant={on ? 'filled' : 'default'}
                      color={on ? DEFAULT_PIECE_COLOR : undefined}
                      autoContrast
                      aria-pressed={on}
                      onClick={() => toggle(piece)}
                    >
                      {piece.caption}
                    </Button>
                  );
                })}
              </Group>
            )}
          </Stack>
        ),
      )}
    </Stack>
  );
}
