import { PAGE_SIZES } from '@mosaico/domain';
import { Prng } from '../src/db/seed/prng';
import { RECRUITER_ROLES } from '../src/lib/auth';

/**
 * The requests `bench:load` asks, drawn from the database it measures (issue 27): words from the opportunities'
 * own text, skills and names from the professionals, ids from the opportunities, filters the data offers. A
 * fixed seed draws the same lists from the same data at every run.
 */

/** A statement on PostgreSQL or PGlite, answering its rows. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** One request: its path, what the row's mix is summed up by, and its terms for a peer's statement. */
export interface DrawnRequest {
  path: string;
  traits: string[];
  /** The keywords or chips, and the page: what a peer's SQL asks for the same request. */
  terms: string[];
  page: number;
}

interface OpportunityDocument {
  id: string;
  number: number;
  /** Public, open and with vacancies: what visitors may find. */
  available: boolean;
  open: boolean;
  /** The words its search document is made of (title, careers, criteria and their terms, details), as written. */
  words: string[];
  titleWords: string[];
  places: Array<{ placeId: string; address: string }>;
  careers: string[];
  client: string | null;
}

export interface LoadData {
  documents: OpportunityDocument[];
  /** Skill names with how many professionals declare each. */
  skills: Array<{ name: string; holders: number }>;
  /** First and last names with how many professionals bear each. */
  names: Array<{ name: string; people: number }>;
  squads: string[];
  responsibles: string[];
}

/**
 * Reads what the draws pick from. Words are the 'simple' parser's tokens of each opportunity's searchable text
 * (lower case, accents kept, as a person types them), without the ones the Portuguese or English configuration
 * drops (de, da, the…) and single letters. The client is left out: the scale seed gives every opportunity the
 * same one, a word that would match them all.
 */
export async function readLoadData(query: Query): Promise<LoadData> {
  const tokens = (
    text: string,
  ) => `ARRAY(SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple', ${text})) AS w
    WHERE length(w.lexeme) >= 2 AND to_tsvector('portuguese', w.lexeme) <> ''::tsvector
      AND to_tsvector('english', w.lexeme) <> ''::tsvector ORDER BY 1)`;
  const documents = await query<OpportunityDocument>(
    `SELECT o.id, o.id_opportunity AS number,
       (o.is_public AND NOT o.is_finished AND o.quantidade_vagas <> 0) AS available, NOT o.is_finished AS open,
       ${tokens(`coalesce(o.titulo, '') || ' ' || jsonb_path_query_array(o.careers, '$[*].nome')::text || ' '
         || jsonb_path_query_array(o.criterias, '$[*].nome')::text || ' '
         || jsonb_path_query_array(o.criterias, '$[*].termos[*]')::text || ' '
         || regexp_replace(coalesce(o.detalhes, '') || ' ' || coalesce(o.detalhes_en, ''), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')`)} AS words,
       ${tokens(`coalesce(o.titulo, '')`)} AS "titleWords",
       coalesce((SELECT jsonb_agg(DISTINCT jsonb_build_object('placeId', l->>'place_id', 'address', l->>'formatted_address'))
         FROM jsonb_array_elements(o.locations) AS l WHERE l->>'place_id' <> ''), '[]'::jsonb) AS places,
       ARRAY(SELECT c->>'nome' FROM jsonb_array_elements(o.careers) AS c WHERE c->>'nome' <> '') AS careers,
       o.client
     FROM opportunities o ORDER BY o.id`,
  );
  const roles = `ARRAY[${RECRUITER_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`;
  const skills = await query<{ name: string; holders: number }>(
    `SELECT nome AS name, count(*)::int AS holders FROM user_skills GROUP BY nome ORDER BY nome`,
  );
  const names = await query<{ name: string; people: number }>(
    `SELECT name, count(*)::int AS people FROM (
       SELECT first_name AS name FROM users WHERE NOT roles && ${roles} AND deleted_at IS NULL
       UNION ALL SELECT last_name FROM users WHERE NOT roles && ${roles} AND deleted_at IS NULL) AS n
     WHERE name <> '' GROUP BY name ORDER BY name`,
  );
  const squads = await query<{ id: string }>('SELECT id FROM squads ORDER BY id');
  const responsibles = await query<{ id: string }>(
    `SELECT id FROM users WHERE roles && ${roles} AND deleted_at IS NULL ORDER BY id`,
  );
  return {
    documents: documents.map((row) => ({ ...row, number: Number(row.number) })),
    skills,
    names,
    squads: squads.map((row) => row.id),
    responsibles: responsibles.map((row) => row.id),
  };
}

/**
 * Picks items with chances proportional to the square root of their frequency: a word in 4,000 opportunities comes
 * up 20 times as often as one in 10, not 400 times, so common and rare words both appear.
 */
class RootFrequencyPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    frequency: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.sqrt(Math.max(0, frequency(item)));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  get empty(): boolean {
    return this.total === 0;
  }

  pick(rng: Prng): T {
    if (this.empty) throw new Error('bench:load: the database holds nothing to draw this from');
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}

function pickerOf(values: Iterable<string>): RootFrequencyPicker<[string, number]> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return new RootFrequencyPicker([...counts.entries()], ([, count]) => count);
}

function shuffle<T>(items: T[], rng: Prng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Draws in a row that found nothing new before the data is taken to offer no more. */
const GIVE_UP_AFTER_MISSES = 5_000;

/**
 * `count` distinct requests (fewer when the data offers fewer), none of `taken`, in random order: drawn one by one
 * until the count is reached, so once the common requests are all in, the rarer ones fill the list, and the list
 * is shuffled so that no phase of a row gets only the late, rare ones.
 */
function drawDistinct(
  count: number,
  rng: Prng,
  draw: () => DrawnRequest | null,
  taken: ReadonlySet<string> = new Set(),
): DrawnRequest[] {
  const found = new Map<string, DrawnRequest>();
  let misses = 0;
  while (found.size < count && misses < GIVE_UP_AFTER_MISSES) {
    const request = draw();
    if (!request || found.has(request.path) || taken.has(request.path)) misses += 1;
    else {
      found.set(request.path, request);
      misses = 0;
    }
  }
  return shuffle([...found.values()], rng);
}

/** The mix of a list, e.g. 'one word 46 %, two words 54 %, page 1 33 %…', for the bench's log. */
export function describeMix(requests: readonly DrawnRequest[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) {
    for (const trait of request.traits) counts.set(trait, (counts.get(trait) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([trait, n]) => `${trait} ${Math.round((100 * n) / Math.max(1, requests.length))} %`)
    .join(', ');
}

const pageOf = (rng: Prng) => rng.int(1, 3);

/** A request's words: one, or two (mostly two words of one opportunity, as people pair them, else any two). */
function drawWords(
  rng: Prng,
  documents: OpportunityDocument[],
  words: RootFrequencyPicker<[string, number]>,
) {
  if (rng.chance(0.45)) return { words: [words.pick(rng)[0]], trait: 'one word' };
  if (rng.chance(0.6)) {
    const document = rng.pick(documents);
    if (document.words.length >= 2) {
      const [first, second] = rng.sample(document.words, 2);
      return { words: [first as string, second as string], trait: 'two words of one opportunity' };
    }
  }
  const first = words.pick(rng)[0];
  const second = words.pick(rng)[0];
  return first === second ? null : { words: [first, second], trait: 'two words, any' };
}

/** The address the place type-ahead fills in beside each place id. */
function addressesOf(documents: OpportunityDocument[]): Map<string, string> {
  return new Map(
    documents.flatMap((document) => document.places.map((place) => [place.placeId, place.address] as const)),
  );
}

// The distances the home search offers around a chosen place (its form's options); 50 is the default.
const RADIUS_OPTIONS_KM = [10, 25, 100, 200, 500];

/**
 * GET opportunity/search/opp as the home search sends it: one or two words, pages 1–3, and in some searches a
 * place from the opportunities' own (with the form's radius) or the Home Office box. `keywordsOnly`: neither,
 * for the single-client comparison with a plain full-text query.
 */
export function drawOpportunitySearches(
  data: LoadData,
  count: number,
  options: { seed: number; keywordsOnly?: boolean; taken?: ReadonlySet<string> },
): DrawnRequest[] {
  const rng = new Prng(options.seed);
  const documents = data.documents.filter((document) => document.available);
  const words = pickerOf(documents.flatMap((document) => document.words));
  const places = pickerOf(documents.flatMap((document) => document.places.map((place) => place.placeId)));
  const addresses = addressesOf(documents);
  return drawDistinct(
    count,
    rng,
    () => {
      const drawn = drawWords(rng, documents, words);
      if (!drawn) return null;
      const page = pageOf(rng);
      const placeId = !options.keywordsOnly && rng.chance(0.3) && !places.empty ? places.pick(rng)[0] : '';
      const homeOffice = !options.keywordsOnly && rng.chance(0.2);
      const radius = rng.chance(0.6) ? 50 : rng.pick(RADIUS_OPTIONS_KM);
      // The web app's query (search-api.ts): empty fields sent empty, the radius only with a place.
      const query = new URLSearchParams({
        keywords: drawn.words.join(' '),
        location: addresses.get(placeId) ?? '',
        place_id: placeId,
        homeOffice: String(homeOffice),
        ...(placeId ? { radius: String(radius) } : {}),
        page: String(page),
      });
      return {
        path: `/api/opportunity/search/opp?${query}`,
        traits: [
          drawn.trait,
          `page ${page}`,
          ...(placeId ? [radius === 50 ? 'a place' : 'a place, another radius'] : []),
          ...(homeOffice ? ['home office'] : []),
        ],
        terms: drawn.words,
        page,
      };
    },
    options.taken,
  );
}

const RECRUITER_STATUSES = [
  ['published', 0.45],
  ['', 0.3],
  ['unpublished', 0.1],
  ['finalized', 0.15],
] as const;

/** One of the values by its share (the shares add up to 1). */
function pickShare<T>(shares: ReadonlyArray<readonly [T, number]>, rng: Prng): T {
  let roll = rng.next();
  for (const [value, share] of shares) {
    roll -= share;
    if (roll < 0) return value;
  }
  return (shares[shares.length - 1] as readonly [T, number])[0];
}

/**
 * GET opportunity/search/oppRh as the recruiters' search sends it: words over every opportunity, a status, pages
 * 1–3, and in some searches the career, client, place or Home Office filter.
 */
export function drawRecruiterSearches(data: LoadData, count: number, seed: number): DrawnRequest[] {
  const rng = new Prng(seed);
  const documents = data.documents;
  const words = pickerOf(documents.flatMap((document) => document.words));
  const careers = pickerOf(documents.flatMap((document) => document.careers));
  const clients = pickerOf(documents.flatMap((document) => (document.client ? [document.client] : [])));
  const places = pickerOf(documents.flatMap((document) => document.places.map((place) => place.placeId)));
  const addresses = addressesOf(documents);
  return drawDistinct(count, rng, () => {
    const drawn = drawWords(rng, documents, words);
    if (!drawn) return null;
    const page = pageOf(rng);
    const status = pickShare(RECRUITER_STATUSES, rng);
    const career = rng.chance(0.1) && !careers.empty ? careers.pick(rng)[0] : '';
    const client = rng.chance(0.05) && !clients.empty ? clients.pick(rng)[0] : '';
    const placeId = rng.chance(0.1) && !places.empty ? places.pick(rng)[0] : '';
    const homeOffice = rng.chance(0.1);
    // The web app's query (opportunity-search-rh-api.ts).
    const query = new URLSearchParams({
      keywords: drawn.words.join(' '),
      location: addresses.get(placeId) ?? '',
      place_id: placeId,
      status,
      homeOffice: String(homeOffice),
      client,
      career,
      motive: '',
      page: String(page),
    });
    return {
      path: `/api/opportunity/search/oppRh?${query}`,
      traits: [
        drawn.trait,
        `page ${page}`,
        `status ${status || 'any'}`,
        ...(career ? ['a career'] : []),
        ...(client ? ['a client'] : []),
        ...(placeId ? ['a place'] : []),
        ...(homeOffice ? ['home office'] : []),
      ],
      terms: drawn.words,
      page,
    };
  });
}

/** A word as typed in a hurry: one letter dropped, or two neighbours swapped. */
function withTypo(word: string, rng: Prng): string {
  const letters = [...word];
  const at = rng.int(0, letters.length - 2);
  if (rng.chance(0.5)) letters.splice(at, 1);
  else [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  return letters.join('');
}

/**
 * GET opportunity/search/byNameOrID?value: an opportunity's running number, or words of the titles as a recruiter
 * types them into the box (whole, cut short, with a typo, or two).
 */
export function drawByNameOrId(data: LoadData, count: number, seed: number): DrawnRequest[] {
  const rng = new Prng(seed);
  const documents = data.documents;
  const titleWords = pickerOf(documents.flatMap((document) => document.titleWords));
  return drawDistinct(count, rng, () => {
    const roll = rng.next();
    let value: string;
    let trait: string;
    if (roll < 0.4) {
      value = String(rng.pick(documents).number);
      trait = 'a running number';
    } else {
      const word = titleWords.pick(rng)[0];
      if (roll < 0.65) {
        value = word;
        trait = 'a title word';
      } else if (roll < 0.8) {
        if (word.length < 4) return null;
        value = word.slice(0, rng.int(3, word.length - 1));
        trait = 'a title word cut short';
      } else if (roll < 0.88) {
        if (word.length < 4) return null;
        value = withTypo(word, rng);
        trait = 'a title word with a typo';
      } else {
        const document = rng.pick(documents);
        if (document.titleWords.length < 2) return null;
        const [first, second] = rng.sample(document.titleWords, 2) as [string, string];
        // The box asks as the recruiter types: the second word often not finished yet.
        const cut = second.length >= 4 && rng.chance(0.5);
        value = `${first} ${cut ? second.slice(0, rng.int(3, second.length - 1)) : second}`;
        trait = cut ? 'two title words, the second cut short' : 'two title words';
      }
    }
    return {
      path: `/api/opportunity/search/byNameOrID?${new URLSearchParams({ value })}`,
      traits: [trait],
      terms: [value],
      page: 1,
    };
  });
}

function finderPath(chips: string[], page: number, filters: Record<string, string>): string {
  // The finder's call (professionals-finder-api.ts): the chips joined by | in the path, the filters in the query.
  return `/api/users/find/${encodeURIComponent(chips.join('|'))}/${PAGE_SIZES.findProfessionals}/${page}?${new URLSearchParams(filters)}`;
}

function drawSkills(rng: Prng, skills: RootFrequencyPicker<{ name: string; holders: number }>, n: number) {
  const chips = new Set<string>();
  for (let attempt = 0; chips.size < n && attempt < 10; attempt++) chips.add(skills.pick(rng).name);
  return chips.size === n ? [...chips] : null;
}

/**
 * GET users/find as the recruiters' finder sends it: chips of one or two skills mostly (three now and then), or
 * a name; the type (all categories, criteria, names) and the PcD, talent and EU citizen boxes; pages 1–3.
 */
export function drawFinderSearches(
  data: LoadData,
  count: number,
  options: { seed: number; taken?: ReadonlySet<string> },
): DrawnRequest[] {
  const rng = new Prng(options.seed);
  const skills = new RootFrequencyPicker(data.skills, (skill) => skill.holders);
  const names = new RootFrequencyPicker(data.names, (name) => name.people);
  return drawDistinct(
    count,
    rng,
    () => {
      const roll = rng.next();
      const byName = roll >= 0.9;
      const chips = byName
        ? rng.chance(0.5)
          ? [names.pick(rng).name]
          : [names.pick(rng).name, names.pick(rng).name]
        : drawSkills(rng, skills, roll < 0.45 ? 1 : roll < 0.8 ? 2 : 3);
      if (!chips || new Set(chips).size !== chips.length) return null;
      const type = byName ? (rng.chance(0.6) ? 'names' : 'all') : rng.chance(0.7) ? 'all' : 'criteria';
      const boxes = {
        pcdFilter: rng.chance(0.1),
        talentFilter: rng.chance(0.15),
        europeanUnionCitizenshipFilter: rng.chance(0.1),
      };
      const page = pageOf(rng);
      return {
        path: finderPath(chips, page, {
          typeFilter: type,
          pcdFilter: String(boxes.pcdFilter),
          talentFilter: String(boxes.talentFilter),
          europeanUnionCitizenshipFilter: String(boxes.europeanUnionCitizenshipFilter),
        }),
        traits: [
          byName ? `a name (${chips.length})` : `${chips.length} skill${chips.length > 1 ? 's' : ''}`,
          `type ${type}`,
          `page ${page}`,
          ...Object.entries(boxes)
            .filter(([, on]) => on)
            .map(([box]) => box),
        ],
        terms: chips,
        page,
      };
    },
    options.taken,
  );
}

/**
 * users/find on skill chips only (one to three skills, all categories, no box, pages 1–3): the key-skills search
 * OpenCATS also has, asked of both with the same lists.
 */
export function drawKeySkillSearches(
  data: LoadData,
  count: number,
  options: { seed: number; taken?: ReadonlySet<string> },
): DrawnRequest[] {
  const rng = new Prng(options.seed);
  const skills = new RootFrequencyPicker(data.skills, (skill) => skill.holders);
  return drawDistinct(
    count,
    rng,
    () => {
      const roll = rng.next();
      const chips = drawSkills(rng, skills, roll < 0.4 ? 1 : roll < 0.8 ? 2 : 3);
      if (!chips) return null;
      const page = pageOf(rng);
      return {
        path: finderPath(chips, page, {
          typeFilter: 'all',
          pcdFilter: 'false',
          talentFilter: 'false',
          europeanUnionCitizenshipFilter: 'false',
        }),
        traits: [`${chips.length} skill${chips.length > 1 ? 's' : ''}`, `page ${page}`],
        terms: chips,
        page,
      };
    },
    options.taken,
  );
}

/** The compatibles tab of open opportunities: pages 1–3, its three orders, and the weaker ones now and then. */
export function drawCompatiblesPages(data: LoadData, count: number, seed: number): DrawnRequest[] {
  const rng = new Prng(seed);
  const open = data.documents.filter((document) => document.open);
  return drawDistinct(count, rng, () => {
    const document = rng.pick(open);
    const page = pageOf(rng);
    const order = rng.chance(0.7) ? 0 : rng.chance(0.5) ? 1 : 4;
    const weaker = rng.chance(0.1);
    return {
      path: `/api/opportunity/${document.id}/compatibles/${PAGE_SIZES.compatibles}/${page}/${order}${weaker ? '?weaker=true' : ''}`,
      traits: [`page ${page}`, `order ${order}`, ...(weaker ? ['weaker too'] : [])],
      terms: [document.id],
      page,
    };
  });
}

/** Every board the kanban's filters offer on this data: the five priority orders × squads × responsibles. */
export function kanbanBoards(data: LoadData, seed: number): DrawnRequest[] {
  const boards: DrawnRequest[] = [];
  for (const priority of [4, -1, 1, 2, 3]) {
    for (const squad of ['-1', ...data.squads]) {
      for (const responsible of ['-1', ...data.responsibles]) {
        boards.push({
          path: `/api/opportunity/kanban?${new URLSearchParams({ squad, responsible, priority: String(priority) })}`,
          traits: [
            `priority ${priority}`,
            ...(squad === '-1' ? [] : ['a squad']),
            ...(responsible === '-1' ? [] : ['a responsible']),
          ],
          terms: [],
          page: 1,
        });
      }
    }
  }
  return shuffle(boards, new Prng(seed));
}

/** The detail page of every opportunity a visitor may open. */
export function opportunityDetails(data: LoadData, seed: number): DrawnRequest[] {
  return shuffle(
    data.documents
      .filter((document) => document.available)
      .map((document) => ({
        path: `/api/opportunity/${document.id}`,
        traits: [],
        terms: [document.id],
        page: 1,
      })),
    new Prng(seed),
  );
}
