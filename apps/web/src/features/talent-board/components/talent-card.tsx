import { Badge, Button, HoverCard, Popover } from '@mantine/core';
import { HIRING_MODELS, OPPORTUNITY_TYPES, SALARY_RANGES, type TalentCard, UNSET } from '@mosaico/domain';
import { IconInfoCircle, IconUserSquare } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import classes from './talent-board.module.css';

const STEPS = [1, 2, 3, 4, 5] as const;

/** Five dots filled up to candidateStep (002 §2.5); a hire fills them all. */
export function StepDots({ step, status }: { step: number; status: number }) {
  const { t } = useTranslation('talent-board');
  const filled = status === 6 ? 5 : Math.min(5, Math.max(1, step));
  return (
    <span className={classes.dots} role="img" aria-label={t('card.step', { step: filled })}>
      {STEPS.map((dot) => (
        <span key={dot} className={classes.dot} data-filled={dot <= filled || undefined} />
      ))}
    </span>
  );
}

function salaryText(entry: { moeda: string; valor: string }): string | null {
  if (entry.moeda === UNSET && entry.valor === UNSET) return null;
  const range = SALARY_RANGES.find((item) => item.value === entry.valor)?.label ?? '';
  return [entry.moeda === UNSET ? '' : entry.moeda, range].filter(Boolean).join(' ');
}

/** What hovering shows (002 §2.5): salary per contract type, languages with level, models, types, locations. */
function TalentDetails({ card }: { card: TalentCard }) {
  const { t } = useTranslation('talent-board');
  const salaries = HIRING_MODELS.map((model) => ({
    model,
    text: salaryText(card.perfilUsuario.pretensao.tipo[model]),
  })).filter((item) => item.text);
  const languages = card.perfilUsuario.digomais.lista;
  const locations = card.perfilUsuario.interestLocations;
  return (
    <dl className={classes.details}>
      <dt>{t('card.salary')}</dt>
      <dd>
        {salaries.length === 0
          ? t('card.none')
          : salaries.map((item) => `${t(`hiringModel.${item.model}`)}: ${item.text}`).join(' · ')}
      </dd>
      <dt>{t('card.languages')}</dt>
      <dd>
        {languages.length === 0
          ? t('card.none')
          : languages
              .map((item) => `${item.nome} (${t(`level.${item.level}`, { defaultValue: '' })})`)
              .join(', ')}
      </dd>
      <dt>{t('card.hiringModels')}</dt>
      <dd>
        {HIRING_MODELS.filter((model) => card.hiringModel[model])
          .map((model) => t(`hiringModel.${model}`))
          .join(', ') || t('card.none')}
      </dd>
      <dt>{t('card.opportunityTypes')}</dt>
      <dd>
        {OPPORTUNITY_TYPES.filter((type) => card.opportunityType[type])
          .map((type) => t(`opportunityType.${type}`))
          .join(', ') || t('card.none')}
      </dd>
      <dt>{t('card.locations')}</dt>
      <dd>
        {locations.length === 0
          ? t('card.none')
          : locations.map((item) => item.formatted_address).join(' | ')}
      </dd>
    </dl>
  );
}

/**
 * One talent on the board (002 §2.5): category, the name opening the talent's expanded card, details on hover,
 * the evaluation and flag badges, hunting days and the responsible's avatar, high compatibility, and the processes
 * in progress with their dots.
 * Memoised on the card object: a page arriving appends cards without re-drawing those already shown.
 */
export const TalentCardView = memo(function TalentCardView({ card }: { card: TalentCard }) {
  const { t } = useTranslation('talent-board');
  const category = card.talent.category;
  const high = card.highCompatibleOpportunities;
  const recruiter = card.talent.recruiter;
  return (
    <article className={classes.card} aria-labelledby={`talent-${card.id}`} data-testid="talent-card">
      <p className={classes.category}>
        {category ? `${category.name} – ${category.description}` : t('card.noCategory')}
      </p>
      <div className={classes.nameRow}>
        <Link id={`talent-${card.id}`} className={classes.name} to={paths.talentCard(card.id)}>
          {card.displayName}
        </Link>
        <HoverCard width={300} shadow="md" openDelay={150} withinPortal>
          <HoverCard.Target>
            <button
              type="button"
              className={classes.iconButton}
              aria-label={t('card.detailsOf', { name: card.displayName })}
            >
              <IconInfoCircle size={16} aria-hidden="true" />
            </button>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <TalentDetails card={card} />
          </HoverCard.Dropdown>
        </HoverCard>
        {/* The name opens the talent's expanded card; the professional's own page is one click away too (new tab). */}
        <a
          className={classes.iconButton}
          href={paths.professional(card.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('card.professionalOf', { name: card.displayName })}
          title={t('card.professionalOf', { name: card.displayName })}
        >
          <IconUserSquare size={16} aria-hidden="true" />
        </a>
      </div>
      {/* 002 §6: the evaluation and flag badges, as the server decided them. */}
      <ProfessionalBadges badges={card.badges} size="sm" />
      {card.outcome && (
        <p className={classes.outcome}>
          {t(`card.outcome.${card.outcome.kind}`)}
          {card.outcome.title ? ` · ${card.outcome.title}` : ''}
        </p>
      )}
      <div className={classes.facts}>
        <span>{t('card.huntingDays', { count: card.huntingTime })}</span>
        {recruiter ? (
          <span className={classes.recruiter} title={recruiter.displayName}>
            <UserAvatar name={recruiter.displayName} photoUrl={recruiter.userImageUrl} size={24} />
            <span className={classes.visuallyHidden}>
              {t('card.responsible', { name: recruiter.displayName })}
            </span>
          </span>
        ) : (
          <span className={classes.muted}>{t('card.noResponsible')}</span>
        )}
      </div>
      <div className={classes.compat}>
        <Popover width={280} shadow="md" withinPortal>
          <Popover.Target>
            <Button size="compact-xs" variant="light">
              {t('card.checkCompatibility')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            {high.length === 0 ? (
              <p className={classes.muted}>{t('card.noHighCompatibility')}</p>
            ) : (
              <ul className={classes.plainList}>
                {high.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.opportunity(item.id)}>
                      #{item.idOpportunity} {item.title}
                    </Link>{' '}
                    ({item.nivelAderencia}%)
                  </li>
                ))}
              </ul>
            )}
          </Popover.Dropdown>
        </Popover>
        {high.length > 0 && (
          <Badge size="sm" color="teal" variant="light" c="gray.9">
            {t('card.highCompatibility')}
          </Badge>
        )}
      </div>
      {card.inProgressOpportunities.length > 0 && (
        <ul className={classes.processes} aria-label={t('card.inProgress')}>
          {card.inProgressOpportunities.map((item) => (
            <li key={item.id}>
              <span className={classes.processTitle}>{item.title}</span>
              <StepDots step={item.candidateStep} status={item.currentStatus} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
