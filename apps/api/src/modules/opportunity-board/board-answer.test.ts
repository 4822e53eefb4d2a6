import { gunzipSync } from 'node:zlib';
import { type OpportunityBoardCard, type PlacedBoardCard, packBoard } from '@mosaico/domain';
import { describe, expect, it } from 'vitest';
import { type BoardAnswer, boardAnswerOf } from './board-answer';

const rita = { _id: 'u-1', displayName: 'Rita', userImageUrl: null };
const rui = { _id: 'u-2', displayName: 'Rui', userImageUrl: '/api/files/f-2' };
const sul = { _id: 's-1', name: 'Squad Sul' };

function placedCard(i: number, values: Partial<OpportunityBoardCard> = {}): PlacedBoardCard {
  return {
    card: {
      _id: `o-${i}`,
      idOpportunity: i,
      titulo: `Opportunity ${i}`,
      cliente: i % 3 ? 'Cliente' : null,
      user: i % 2 ? rita : rui,
      quantidadeVagas: 1 + (i % 3),
      fase: 2 + (i % 3),
      label: '1',
      squad: i % 4 ? sul : null,
      victories: 0,
      defeats: i % 5 === 0 ? 1 : 0,
      datesDefeats: i % 5 === 0 ? [{ date: '2026-11-02' }] : [],
      periodInCurrentStep: i % 7,
      selectedPriority: { label: 'Média', value: 2 },
      created: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
      victoryDates: [],
      ...values,
    },
    columns: i % 5 === 0 ? ['presentation', 'closed'] : ['evaluation'],
  };
}

/** The answer as its JSON and its gzip body read back, beside a whole pack of the same cards. */
function check(answer: BoardAnswer, placed: readonly PlacedBoardCard[]) {
  expect(JSON.parse(answer.answer.json)).toEqual(JSON.parse(JSON.stringify(packBoard(placed))));
  expect(gunzipSync(answer.answer.bodyFor('gzip')).toString('utf8')).toBe(answer.answer.json);
}

describe('the kanban answer made again after a change (issue 27 item 2)', () => {
  it('is always what packing the whole board gives, whatever changed', () => {
    let placed = Array.from({ length: 60 }, (_, i) => placedCard(i));
    let answer = boardAnswerOf(placed);
    check(answer, placed);
    const next = (change: (cards: PlacedBoardCard[]) => PlacedBoardCard[]) => {
      placed = change([...placed]);
      answer = boardAnswerOf(placed, answer);
      check(answer, placed);
      return answer;
    };
    const before = answer;
    // A title: only the titles' piece is written again, the others keep their text and bytes.
    next((cards) => cards.map((c, i) => (i === 7 ? placedCard(7, { titulo: 'Renamed' }) : c)));
    expect(answer.answer.pieces.filter((piece, at) => piece !== before.answer.pieces[at])).toEqual([
      expect.stringContaining('"titulo":'),
    ]);
    expect(answer.answer.deflated?.[0]).toBe(before.answer.deflated?.[0]);
    // A squad renamed: every card naming it made again, only the squads written again.
    const renamed = { _id: 's-1', name: 'Squad Norte' };
    next((cards) =>
      cards.map((c, i) =>
        c.card.squad ? placedCard(i, { squad: renamed, ...(i === 7 ? { titulo: 'Renamed' } : {}) }) : c,
      ),
    );
    expect(answer.wire.squads).toEqual([renamed]);
    // A new responsible on one card, a card moved to another column, a card added at the top, one taken off.
    next((cards) =>
      cards.map((c, i) =>
        i === 3 ? { ...placedCard(3, { user: null }), card: { ...placedCard(3).card, user: null } } : c,
      ),
    );
    next((cards) => cards.map((c, i) => (i === 4 ? { ...c, columns: ['selection'] } : c)));
    next((cards) => [placedCard(99, { titulo: 'Newest' }), ...cards]);
    next((cards) => cards.filter((_, i) => i !== 10));
    // Nothing changed: the same answer's pieces.
    const same = answer;
    next((cards) => cards);
    expect(answer.answer.pieces).toEqual(same.answer.pieces);
  });
});
