import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { ProfessionalRecruiterView, SkillEntry } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { EvaluationCard } from '../../../components/evaluation-card/evaluation-card';
import { useProfessionalEvaluations } from '../../../components/evaluation-wizard/evaluations-api';
import { Field } from './detail-section';

const EDUCATION = ['courses', 'educations', 'certifications', 'honorsAwards'];
const POSITIONS = ['threeCurrentPositions', 'threePastPositions'];

function Chips({ items, withLevel }: { items: readonly SkillEntry[]; withLevel?: boolean }) {
  const { t } = useTranslation('professional-detail');
  if (items.length === 0) return null;
  return (
    <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Badge
          component="li"
          key={`${item.subclassif}\u0000${item.nome}`}
          variant="light"
          color="gray"
          c="gray.9"
          tt="none"
          style={{ maxWidth: '100%' }}
        >
          {item.nomeCaption || item.nome}
          {withLevel ? ` · ${t(`levels.${item.level}`, { defaultValue: String(item.level) })}` : ''}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * 002 §2.8 accordions: Education and Languages, Complementary information, Career and objectives, Technical opinion,
 * Behavioural opinion. An empty field reads 'Sem informação' (002 §8).
 */
/** The latest opinion of one kind (technical: tied to an opportunity; behavioural: without one, 002 §3), or 'Sem informação'. */
function LatestOpinion({ professionalId, behavioural }: { professionalId: string; behavioural: boolean }) {
  const { t } = useTranslation('professional-detail');
  // The same query as the evaluations section of the page (newest first), so one request serves both.
  const evaluations = useProfessionalEvaluations(professionalId);
  const latest = evaluations.data?.find((evaluation) => evaluation.behavioural === behavioural);
  if (latest) return <EvaluationCard evaluation={latest} professionalId={professionalId} editable={false} />;
  return (
    <Text c="gray.7" fs="italic" data-slot={behavioural ? 'behavioural-opinion' : 'technical-opinion'}>
      {evaluations.isPending ? '…' : t('noInformation')}
    </Text>
  );
}

export function ProfileAccordions({ user }: { user: ProfessionalRecruiterView }) {
  const { t } = useTranslation('professional-detail');
  const skills = user.perfilUsuario.digomais.lista;
  const of = (subclassifs: readonly string[]) => skills.filter((s) => subclassifs.includes(s.subclassif));
  const chips = (items: readonly SkillEntry[], withLevel = false) =>
    items.length > 0 ? <Chips items={items} withLevel={withLevel} /> : null;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const pcd = user.dadosPessoais.pcdUser;
  const models = (['clt', 'pj', 'others'] as const)
    .filter((m) => user.hiringModel[m])
    .map((m) => t(`salary.models.${m}`));
  const types = (['remote', 'hybrid', 'inPerson'] as const)
    .filter((type) => user.opportunityType[type])
    .map((type) => t(`accordions.types.${type}`));
  const careers = user.perfilUsuario.mosaico.escolhidas.filter((e) => e.detalhe.classif === 'carreiras');

  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      chevronPosition="right"
      data-testid="profile-accordions"
    >
      <Accordion.Item value="education">
        <Accordion.Control>{t('accordions.education')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Field label={t('accordions.educationField')} value={chips(of(EDUCATION))} />
            <Field label={t('accordions.languages')} value={chips(of(['languages']), true)} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="complementary">
        <Accordion.Control>{t('accordions.complementary')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Field
              label={t('accordions.pcd')}
              value={pcd.isUserPCD ? [yesNo(true), ...pcd.defs].join(' · ') : yesNo(false)}
            />
            <Field label={t('accordions.indicatedBy')} value={user.dadosPessoais.indicadoPor} />
            <Field
              label={t('accordions.euCitizenship')}
              value={yesNo(user.europeanUnionCitizenship.status)}
            />
            <Field label={t('accordions.volunteer')} value={chips(of(['volunteer']))} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="career">
        <Accordion.Control>{t('accordions.career')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Field label={t('accordions.about')} value={user.description} />
            <Field label={t('accordions.positions')} value={chips(of(POSITIONS))} />
            <Field label={t('accordions.skills')} value={chips(of(['skills']), true)} />
            <Field label={t('accordions.attitudes')} value={chips(of(['attitudes']))} />
            <Field
              label={t('accordions.careers')}
              value={careers.map((c) => c.detalhe.nomeCaption || c.detalhe.nome).join(', ')}
            />
            <Field label={t('accordions.hiringModels')} value={models.join(', ')} />
            <Field label={t('accordions.opportunityTypes')} value={types.join(', ')} />
            <Field
              label={t('accordions.interestLocations')}
              value={user.perfilUsuario.interestLocations.map((place) => place.formatted_address).join('; ')}
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="technical">
        <Accordion.Control>{t('accordions.technical')}</Accordion.Control>
        <Accordion.Panel>
          <LatestOpinion professionalId={user._id} behavioural={false} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="behavioural">
        <Accordion.Control>{t('accordions.behavioural')}</Accordion.Control>
        <Accordion.Panel>
          <LatestOpinion professionalId={user._id} behavioural />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
