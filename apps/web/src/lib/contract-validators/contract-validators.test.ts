import { readFileSync } from 'node:fs';
import path from 'node:path';
import { talentBoardResponseSchema } from '@mosaico/domain';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VALIDATORS, validatorSource } from '../../../scripts/contract-validators';
import { validate as talentBoardPage } from './generated/talent-board-page';
import { precompiledSchema } from './index';

const card = {
  _id: 'u1',
  id: 'u1',
  displayName: 'Ana Lima',
  email: 'ana@example.com',
  contato: { lista: [{ tipo: 'Preferencial', contato: '+55 11 99999-0000', locale: 'BR' }] },
  huntingTime: 3,
  phase: 'waiting',
  outcome: null,
  talent: { category: null, recruiter: null, hiredOrQuit: false, enteredAt: '2026-12-01T00:00:00.000Z' },
  perfilUsuario: {
    pretensao: {
      tipo: {
        clt: { moeda: 'BRL', valor: '5k-7k' },
        pj: { moeda: '-', valor: '-' },
        others: { moeda: '-', valor: '-' },
      },
    },
    digomais: { lista: [{ nome: 'Inglês', level: 3, subclassif: 'idioma', classif: 'digomais' }] },
    interestLocations: [{ formatted_address: 'Lisboa, Lisboa, Portugal' }],
  },
  hiringModel: { clt: true, pj: true, others: true },
  opportunityType: { remote: true, hybrid: false, inPerson: false },
  homeOffice: true,
  inProgressOpportunities: [],
  highCompatibleOpportunities: [{ id: 'o1', idOpportunity: 7, title: 'Dev', nivelAderencia: 72 }],
  avaliacoesUsuario: [],
  badges: ['talent'],
};
const page = { waiting: [card], participating: [], finished: [], total: 1, page: 1, pageSize: 250 };

describe('validators compiled from contract schemas', () => {
  it('are what their zod schemas generate today (run npm run generate:validators -w @mosaico/web)', () => {
    for (const [name, schema] of Object.entries(CONTRACT_VALIDATORS)) {
      const committed = readFileSync(path.join(import.meta.dirname, 'generated', `${name}.js`), 'utf8');
      expect(committed, `${name}.js is stale`).toBe(validatorSource(schema));
    }
  });

  it('accept what zod accepts and refuse what zod refuses, naming the field', () => {
    const schema = precompiledSchema(talentBoardPage, 'talent board page');
    expect(talentBoardResponseSchema.safeParse(page).success).toBe(true);
    expect(schema.safeParse(page).success).toBe(true);
    // Unknown keys pass, as zod strips them.
    expect(schema.safeParse({ ...page, extra: 1 }).success).toBe(true);
    const broken = [
      { ...page, total: '1' },
      { ...page, waiting: [{ ...card, huntingTime: 'three' }] },
      { ...page, waiting: [{ ...card, phase: 'elsewhere' }] },
      { ...page, finished: [{ ...card, outcome: { kind: 'hired' } }] },
      { ...page, waiting: [{ ...card, perfilUsuario: { ...card.perfilUsuario, interestLocations: [{}] } }] },
      { ...page, waiting: [{ ...card, badges: ['not-a-badge'] }] },
    ];
    for (const answer of broken) {
      expect(talentBoardResponseSchema.safeParse(answer).success).toBe(false);
      expect(schema.safeParse(answer).success).toBe(false);
    }
    const result = schema.safeParse(broken[1]);
    expect(result.error?.issues[0]?.message).toBe('talent board page: /waiting/0/huntingTime must be number');
  });
});
