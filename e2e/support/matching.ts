import { type APIRequestContext, expect } from '@playwright/test';
import type { RegisteredProfessional } from './api';

// Making a professional compatible with an opportunity, through the calls the product's own screens make: an
// opportunity of the journey's own (the recruiter's form, then 'Publish'), the professional's declared skills (the
// profile screen's save), and the engine's status calls the screens poll. A criterion only the journey uses keeps
// the pair to itself while other journeys change the demo world.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface CriterionInput {
  nome: string;
  termos?: string[];
  /** Required (weight 3); otherwise desirable with `peso` 1 or 2. */
  necessary: boolean;
  peso?: number;
}

/**
 * An opportunity of the journey's own, created through the API the form uses: remote (every professional is
 * eligible by location), unpublished, and not sent to the engine unless asked (publishing opens it to the engine).
 */
export async function createOwnOpportunity(
  request: APIRequestContext,
  token: string,
  options: {
    titulo: string;
    criterias?: CriterionInput[];
    quantidadeVagas?: number;
    detalhes?: string;
    sendToQueue?: boolean;
  },
): Promise<string> {
  const response = await request.post('/api/opportunity', {
    headers: auth(token),
    data: {
      titulo: options.titulo,
      client: 'Cascade Cloud',
      opportunityType: { remote: true, hybrid: false, inPerson: false },
      hiringModel: { clt: false, pj: true, others: false },
      pretensao: { tipo: { pj: { moeda: 'EUR', valor: '3k-5k' } } },
      selectedPriority: { label: 'Alta', value: 1 },
      quantidadeVagas: options.quantidadeVagas ?? 1,
      mosaicItems: [{ nome: 'Kotlin', peso: 3 }],
      detalhes: options.detalhes ?? '<p>Backend em Kotlin.</p>',
      criterias: (options.criterias ?? [{ nome: 'Kotlin', termos: ['JVM'], necessary: true }]).map(
        (criterion) => ({
          termos: [],
          ...criterion,
        }),
      ),
      interests: [{ nome: 'Backend' }],
      careers: [{ _id: 'dev', nome: 'Desenvolvimento' }],
      sendToQueue: options.sendToQueue ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Publishes an opportunity as the actions menu does: it opens to the engine (compatibles are computed) and its
 * kanban label becomes '1' (active), so candidatures can change.
 */
export async function publishOpportunity(request: APIRequestContext, token: string, id: string) {
  const response = await request.put('/api/opportunity/update-public', {
    headers: auth(token),
    data: { opportunityId: id, status: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Waits until the engine has computed an opportunity's compatibles, as the professionals screen waits. */
export async function compatiblesComputed(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/opportunity/${id}/get-status-compativeis`, {
          headers: auth(token),
        });
        return ((await status.json()) as { status: string }).status;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe('completed');
}

/**
 * Declares skills on a professional's own profile (PUT users with the user GET users/me answered, as the profile
 * screen saves it; declared skills replace the stored ones) and waits until the engine has recomputed the
 * opportunities they are compatible with.
 */
export async function declareSkills(
  request: APIRequestContext,
  professional: RegisteredProfessional,
  skills: Array<{ nome: string; level: 1 | 2 | 3 }>,
): Promise<void> {
  const headers = auth(professional.token);
  const current = await request.get(`/api/users/me/${professional.id}`, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const user = (await current.json()) as { perfilUsuario?: Record<string, unknown> };
  const saved = await request.put('/api/users', {
    headers,
    data: {
      ...user,
      perfilUsuario: {
        ...user.perfilUsuario,
        digomais: { lista: skills.map((skill) => ({ ...skill, classif: 'digomais', subclassif: 'skills' })) },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/users/${professional.id}/get-status-vagas`, { headers });
        return ((await status.json()) as { status: string }).status;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe('completed');
}
