import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type OpportunityBoardCard, opportunityBoardCardSchema } from './board';
import { opportunityBoardResponseSchema, opportunityBoardWireSchema, packBoard } from './board-wire';

const rita = { _id: 'u-1', displayName: 'Rita Recruiter', userImageUrl: '/api/files/f-1' };
const squadSul = { _id: 's-1', name: 'Squad Sul' };

function card(id: string, values: Partial<OpportunityBoardCard> = {}): OpportunityBoardCard {
  return {
    _id: id,
    idOpportunity: Number(id.replace(/\D/g, '')) || 1,
    titulo: `Opportunity ${id}`,
    cliente: 'Cliente',
    user: rita,
    quantidadeVagas: 2,
    fase: 2,
    label: '1',
    squad: squadSul,
    victories: 0,
    defeats: 0,
    datesDefeats: [],
    periodInCurrentStep: 3,
    selectedPriority: { label: 'Média', value: 2 },
    created: '2026-11-20T10:00:00.000Z',
    victoryDates: [],
    ...values,
  };
}

describe('the board packed by field (GET opportunity/kanban, issue 27 item 2)', () => {
  const cards = [
    card('o-1'),
    card('o-2', {
      user: null,
      squad: null,
      cliente: null,
      fase: 4,
      label: '2',
      victories: 1,
      defeats: 2,
      datesDefeats: [{ date: '2026-11-02' }, { date: '2026-11-03' }],
      victoryDates: ['2026-11-01'],
      periodInCurrentStep: null,
      selectedPriority: { label: 'Alta', value: 1 },
    }),
    card('o-3', { user: { _id: 'u-2', displayName: 'Rui', userImageUrl: null } }),
  ];
  const placed = [
    { card: cards[0] as OpportunityBoardCard, columns: ['evaluation'] as const },
    { card: cards[1] as OpportunityBoardCard, columns: ['presentation', 'closed'] as const },
    { card: cards[2] as OpportunityBoardCard, columns: ['evaluation'] as const },
  ];

  it('unpacks to the same cards and columns, each responsible and squad listed once', () => {
    const wire = packBoard(placed);
    expect(wire.users).toEqual([rita, { _id: 'u-2', displayName: 'Rui', userImageUrl: null }]);
    expect(wire.squads).toEqual([squadSul]);
    expect(wire.cards.user).toEqual([0, null, 1]);
    expect(wire.cards.selectedPriority).toEqual([2, 1, 2]);
    expect(wire.columns).toMatchObject({ evaluation: [0, 2], presentation: [1], closed: [1], review: [] });
    // What travels is plain JSON the wire schema accepts as it is.
    const sent = JSON.parse(JSON.stringify(wire));
    expect(opportunityBoardWireSchema.parse(sent)).toEqual(sent);
    expect(opportunityBoardResponseSchema.parse(sent)).toEqual({
      cards,
      columns: {
        review: [],
        recruitment: [],
        evaluation: ['o-1', 'o-3'],
        selection: [],
        presentation: ['o-2'],
        closed: ['o-2'],
      },
    });
  });

  it('packs every field of the card, and documents each as a list of its type', () => {
    expect(Object.keys(opportunityBoardWireSchema.shape.cards.shape).sort()).toEqual(
      Object.keys(opportunityBoardCardSchema.shape).sort(),
    );
    const documented = z.toJSONSchema(opportunityBoardWireSchema, { unrepresentable: 'any' }) as unknown as {
      properties: { cards: { properties: Record<string, unknown> } };
    };
    expect(documented.properties.cards.properties.titulo).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
    expect(documented.properties.cards.properties.cliente).toEqual({
      type: 'array',
      items: { type: ['string', 'null'] },
    });
  });

  it('packs an empty board', () => {
    const board = opportunityBoardResponseSchema.parse(JSON.parse(JSON.stringify(packBoard([]))));
    expect(board.cards).toEqual([]);
    expect(Object.values(board.columns).every((ids) => ids.length === 0)).toBe(true);
  });

  it('refuses a packed board that does not hold together', () => {
    const sent = () => JSON.parse(JSON.stringify(packBoard(placed)));
    const shorter = sent();
    shorter.cards.titulo.pop();
    expect(opportunityBoardResponseSchema.safeParse(shorter).error?.issues[0]?.message).toBe(
      'cards.titulo is not as long as cards._id',
    );
    const pastTheEnd = sent();
    pastTheEnd.columns.review.push(3);
    expect(opportunityBoardResponseSchema.safeParse(pastTheEnd).error?.issues[0]?.message).toContain(
      'past the board',
    );
    const noSuchUser = sent();
    noSuchUser.cards.user[0] = 5;
    expect(opportunityBoardResponseSchema.safeParse(noSuchUser).success).toBe(false);
    const wrongType = sent();
    wrongType.cards.fase[0] = 'two';
    expect(opportunityBoardResponseSchema.safeParse(wrongType).error?.issues[0]).toMatchObject({
      path: ['cards', 'fase'],
      message: 'expected a list of whole numbers',
    });
    const notALabel = sent();
    notALabel.cards.label[1] = '3';
    expect(opportunityBoardResponseSchema.safeParse(notALabel).success).toBe(false);
    const negative = sent();
    negative.columns.closed[0] = -1;
    expect(opportunityBoardResponseSchema.safeParse(negative).success).toBe(false);
  });
});
