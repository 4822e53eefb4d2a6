import { describe, expect, it } from 'vitest';
import {
  type CandidatureState,
  changeInfoBodySchema,
  changeStatusPreRegisterBodySchema,
  changeStepBodySchema,
  checkCandidatureEditable,
  checkInfoChange,
  checkStagesChange,
  checkStatusChange,
  checkTriageOptions,
  chooseProfessionalBodySchema,
  isCandidateChannel,
  isStatusLocked,
  normalizeStages,
  type StageEntry,
} from './selection';
import { CANDIDATE_STATUS } from './status';

const TODAY = '2026-11-25';

function stage(
  key: 1 | 2 | 3 | 4,
  date: string | null,
  met: 0 | 1 | null = 0,
  details = '<p>ok</p>',
): StageEntry {
  return { key, date, meetsTheRequirements: met, details };
}

const allMet = [
  stage(1, '2026-11-02'),
  stage(2, '2026-11-05'),
  stage(3, '2026-11-10'),
  stage(4, '2026-11-12'),
];

function state(over: Partial<CandidatureState> = {}): CandidatureState {
  return {
    opportunityLabel: '1',
    statusCurrent: CANDIDATE_STATUS.competing,
    entryDate: '2026-11-01',
    steps: [],
    dateVictory: null,
    dateRefused: null,
    dateQuit: null,
    ...over,
  };
}

describe('stages (001 §4, §5)', () => {
  it('clearing a stage wipes it and every later one', () => {
    const next = [
      stage(1, '2026-11-02'),
      stage(2, null, null),
      stage(3, '2026-11-10'),
      stage(4, '2026-11-12'),
    ];
    expect(normalizeStages(next).map((s) => s.key)).toEqual([1]);
    expect(normalizeStages([stage(2, '2026-11-05')])).toEqual([]);
    expect(normalizeStages([...allMet].reverse()).map((s) => s.key)).toEqual([1, 2, 3, 4]);
  });

  it('refuses every change while the opportunity is inactive on the kanban, first of all', () => {
    expect(checkStagesChange(state({ opportunityLabel: '2' }), [stage(1, null)])).toEqual({
      code: 'OPPORTUNITY_INACTIVE_IN_KANBAN',
    });
    expect(checkStatusChange(state({ opportunityLabel: '2' }), { status: 2 }, TODAY)?.code).toBe(
      'OPPORTUNITY_INACTIVE_IN_KANBAN',
    );
  });

  it('refuses changes to a dismissed candidate and to a dated final status', () => {
    expect(checkStagesChange(state({ statusCurrent: 3 }), allMet)?.code).toBe('CANDIDATE_DISMISSED');
    const selected = state({ statusCurrent: 6, dateVictory: '2026-11-20', steps: allMet });
    expect(isStatusLocked(selected)).toBe(true);
    expect(checkStagesChange(selected, allMet)?.code).toBe('CANDIDATE_STATUS_LOCKED');
    expect(checkStatusChange(selected, { status: 1 }, TODAY)?.code).toBe('CANDIDATE_STATUS_LOCKED');
    // Selected without its date is not locked yet.
    expect(isStatusLocked(state({ statusCurrent: 6 }))).toBe(false);
  });

  it('needs a date on every registered stage', () => {
    expect(checkStagesChange(state(), [stage(1, '2026-11-02'), stage(2, null)])).toEqual({
      code: 'STEP_DATE_REQUIRED',
    });
  });

  it('needs the days in order from the entry day', () => {
    expect(checkStagesChange(state(), [stage(1, '2026-10-30')])?.code).toBe('STEP_DATES_OUT_OF_ORDER');
    expect(checkStagesChange(state(), [stage(1, '2026-11-05'), stage(2, '2026-11-04')])?.code).toBe(
      'STEP_DATES_OUT_OF_ORDER',
    );
    expect(checkStagesChange(state(), [stage(1, '2026-11-05'), stage(2, '2026-11-05')])).toBeNull();
    // A future stage may be registered; it only prevents selecting.
    expect(checkStagesChange(state(), [stage(1, '2026-12-30')])).toBeNull();
    expect(checkStagesChange(state(), allMet)).toBeNull();
  });
});

describe('status changes (001 §4, §5)', () => {
  it('moves freely between Registrado, Concorrendo and Reservado', () => {
    for (const status of [0, 1, 2]) expect(checkStatusChange(state(), { status }, TODAY)).toBeNull();
  });

  it('does not select with a stage in the future, then without the four stages met', () => {
    const future = [...allMet.slice(0, 3), stage(4, '2026-12-01')];
    expect(checkStatusChange(state({ steps: future }), { status: 6, dateVictory: TODAY }, TODAY)?.code).toBe(
      'SELECT_FUTURE_STEP',
    );
    const notMet = [...allMet.slice(0, 3), stage(4, '2026-11-12', 1)];
    expect(checkStatusChange(state({ steps: notMet }), { status: 6, dateVictory: TODAY }, TODAY)?.code).toBe(
      'SELECT_STEPS_MISSING',
    );
    expect(
      checkStatusChange(state({ steps: allMet.slice(0, 3) }), { status: 6, dateVictory: TODAY }, TODAY)?.code,
    ).toBe('SELECT_STEPS_MISSING');
  });

  it('refuses Recusou until all four stages are filled, met or not', () => {
    expect(
      checkStatusChange(state({ steps: allMet.slice(0, 2) }), { status: 4, dateRefused: TODAY }, TODAY)?.code,
    ).toBe('REFUSE_STEPS_MISSING');
    const lastNotMet = [...allMet.slice(0, 3), stage(4, '2026-11-12', 1)];
    expect(
      checkStatusChange(state({ steps: lastNotMet }), { status: 4, dateRefused: TODAY }, TODAY),
    ).toBeNull();
  });

  it('needs the stages’ notes and the status date', () => {
    const noNote = [...allMet.slice(0, 3), stage(4, '2026-11-12', 0, '<p> </p>')];
    expect(checkStatusChange(state({ steps: noNote }), { status: 6, dateVictory: TODAY }, TODAY)?.code).toBe(
      'STEP_DETAILS_REQUIRED',
    );
    expect(checkStatusChange(state({ steps: allMet }), { status: 6 }, TODAY)?.code).toBe(
      'STEP_DATE_REQUIRED',
    );
  });

  it('keeps the status date between the final stage and today', () => {
    const tooEarly = checkStatusChange(
      state({ steps: allMet }),
      { status: 6, dateVictory: '2026-11-11' },
      TODAY,
    );
    expect(tooEarly).toEqual({ code: 'STATUS_DATE_OUT_OF_RANGE', params: { from: '2026-11-12', to: TODAY } });
    expect(
      checkStatusChange(state({ steps: allMet }), { status: 6, dateVictory: '2026-11-26' }, TODAY)?.code,
    ).toBe('STATUS_DATE_OUT_OF_RANGE');
    expect(
      checkStatusChange(state({ steps: allMet }), { status: 6, dateVictory: '2026-11-12' }, TODAY),
    ).toBeNull();
    expect(checkStatusChange(state({ steps: allMet }), { status: 6, dateVictory: TODAY }, TODAY)).toBeNull();
  });

  it('dates Desistiu from the last registered stage, or the entry day', () => {
    const two = allMet.slice(0, 2);
    expect(checkStatusChange(state({ steps: two }), { status: 5, dateQuit: '2026-11-04' }, TODAY)).toEqual({
      code: 'STATUS_DATE_OUT_OF_RANGE',
      params: { from: '2026-11-05', to: TODAY },
    });
    expect(checkStatusChange(state(), { status: 5, dateQuit: '2026-11-01' }, TODAY)).toBeNull();
    expect(checkStatusChange(state({ entryDate: null }), { status: 5, dateQuit: TODAY }, TODAY)?.code).toBe(
      'CURRENT_STEP_UNKNOWN',
    );
  });
});

describe('bodies', () => {
  it('reads the candidate as an id or an object and requires the version', () => {
    const parsed = changeStepBodySchema.parse({ candidate: { _id: 'u1' }, steps: [], version: 3 });
    expect(parsed.candidate).toBe('u1');
    expect(changeStepBodySchema.safeParse({ candidate: 'u1', steps: [] }).success).toBe(false);
    expect(changeInfoBodySchema.safeParse({ candidate: 'u1', status: 3, version: 0 }).success).toBe(false);
    expect(
      changeInfoBodySchema.safeParse({ candidate: 'u1', status: 6, dateVictory: '2026-02-30x', version: 0 })
        .success,
    ).toBe(false);
  });
});

describe('info change as a whole (001 §4: the screen locks the whole form)', () => {
  it('runs the status rules on a status change', () => {
    expect(
      checkInfoChange(state(), { status: CANDIDATE_STATUS.selected, dateVictory: TODAY }, TODAY),
    ).toEqual({
      code: 'SELECT_STEPS_MISSING',
    });
    expect(checkInfoChange(state(), { status: CANDIDATE_STATUS.reserved }, TODAY)).toBeNull();
  });

  it('refuses resending the same status once it is a dated final one, dismissed, or inactive on the kanban', () => {
    const selected = state({
      statusCurrent: CANDIDATE_STATUS.selected,
      dateVictory: '2026-11-20',
      steps: allMet,
    });
    expect(
      checkInfoChange(selected, { status: CANDIDATE_STATUS.selected, dateVictory: '2026-11-20' }, TODAY),
    ).toEqual({ code: 'CANDIDATE_STATUS_LOCKED' });
    const quit = state({ statusCurrent: CANDIDATE_STATUS.quit, dateQuit: '2026-11-20' });
    expect(checkInfoChange(quit, { status: CANDIDATE_STATUS.quit }, TODAY)).toEqual({
      code: 'CANDIDATE_STATUS_LOCKED',
    });
    expect(
      checkInfoChange(state({ opportunityLabel: '2' }), { status: CANDIDATE_STATUS.competing }, TODAY),
    ).toEqual({ code: 'OPPORTUNITY_INACTIVE_IN_KANBAN' });
    expect(checkInfoChange(state(), { status: CANDIDATE_STATUS.competing }, TODAY)).toBeNull();
  });

  it('keeps the out-of-range code with its range for the message', () => {
    const ready = state({ steps: allMet });
    expect(
      checkInfoChange(ready, { status: CANDIDATE_STATUS.selected, dateVictory: '2026-11-11' }, TODAY),
    ).toEqual({
      code: 'STATUS_DATE_OUT_OF_RANGE',
      params: { from: '2026-11-12', to: TODAY },
    });
  });
});

describe('who may have stages and statuses (001 §2.7, §2.8)', () => {
  it('only a candidate whose account exists; a deleted account first', () => {
    expect(checkCandidatureEditable({ kind: 'candidate', deleted: false })).toBeNull();
    expect(checkCandidatureEditable({ kind: 'enrolled', deleted: false })).toEqual({
      code: 'CANDIDATURE_NOT_CANDIDATE',
    });
    expect(checkCandidatureEditable({ kind: 'enrolled', deleted: true })).toEqual({
      code: 'CANDIDATE_ACCOUNT_DELETED',
    });
  });
});

describe('enrolling options (001 §2.7, §3)', () => {
  it('refuses an entry day after today, then a channel off the list', () => {
    expect(checkTriageOptions({ date: '2026-11-26', source: 'LinkedIn' }, TODAY)).toEqual({
      code: 'ENTRY_DATE_IN_FUTURE',
    });
    expect(checkTriageOptions({ date: TODAY, source: 'LinkedIn' }, TODAY)).toBeNull();
    expect(checkTriageOptions({ date: '2026-01-01', source: 'Orkut' }, TODAY)).toEqual({
      code: 'INVALID_CHANNEL',
    });
  });

  it('takes the channel list with the configured provider name or the default one', () => {
    expect(isCandidateChannel('Eluminer')).toBe(true);
    expect(isCandidateChannel('Acme', 'Acme')).toBe(true);
    expect(isCandidateChannel('Eluminer', 'Acme')).toBe(true);
    expect(isCandidateChannel('Acme')).toBe(false);
    expect(isCandidateChannel('linkedin')).toBe(false);
    expect(checkTriageOptions({ date: TODAY, source: 'Acme' }, TODAY, 'Acme')).toBeNull();
  });
});

describe('the two calls of 001 §7 with their own payloads', () => {
  it('escolher-profissional takes professionalId and the toggle as a boolean', () => {
    expect(chooseProfessionalBodySchema.parse({ professionalId: 'u1', professionalStatus: true })).toEqual({
      professionalId: 'u1',
      professionalStatus: true,
    });
    expect(
      chooseProfessionalBodySchema.safeParse({ professionalId: 'u1', professionalStatus: 6 }).success,
    ).toBe(false);
  });

  it('changeStatusPreRegister takes the user (id or {_id}) and the pre-register type of 001 §3', () => {
    expect(changeStatusPreRegisterBodySchema.parse({ user: { _id: 'u1' }, type: 'registered' })).toEqual({
      user: 'u1',
      type: 'registered',
    });
    expect(changeStatusPreRegisterBodySchema.safeParse({ user: 'u1', type: 'inscribe' }).success).toBe(false);
  });
});
