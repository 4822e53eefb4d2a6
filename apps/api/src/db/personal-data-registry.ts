/**
 * The registry of personal data (issue 26 item 4; LGPD art. 18–20, GDPR art. 15, 17, 20; ASVS 5.0 V14.1): every
 * column of every table the migrations create, classified, with who may read it, why it is kept, how long, and what
 * erasing an account does to it. `personal-data-registry.test.ts` reads the live schema after the migrations and
 * fails naming any column this file does not classify, so a migration that adds one must say what it is.
 * Erasure (`modules/users/account-deletion.repository.ts`) walks `PERSONAL_DATA_REGISTRY`: the `delete-rows` tables
 * generically, the others by their named `custom` step.
 */

/** What a column holds. `none`: nothing about a person (ids of rows, flags of opportunities, counters). */
export type DataKind =
  | 'identity' // names, e-mail as an account key, ids that point at a person
  | 'contact' // phones, addresses, where a person lives
  | 'sensitive' // disability (PcD, LGPD art. 5 II) and documents (CPF)
  | 'professional' // skills, salary wishes, applications, evaluations
  | 'free-text' // what people or recruiters typed about the person
  | 'file' // uploaded bytes (kept in storage under the key) and their names
  | 'derived' // indexes and caches computed from the above (match, search)
  | 'credential' // hashes of passwords and tokens
  | 'none';

/** What erasing an account does to a table's rows about the person. */
export type Erasure =
  /** `DELETE FROM table WHERE column = person's id`: the rows are all about the person. */
  | { action: 'delete-rows'; column: string }
  /** A step of its own in the erasure repository (named here so the test can check it exists). */
  | { action: 'custom'; step: string; how: string }
  /** Nothing to erase: the table holds nothing about a person, or holds it about recruiters only. */
  | { action: 'none'; why: string };

export interface TableEntry {
  /** Who may read the personal columns (the access table enforces it). */
  readers: string;
  /** Why the data is kept (the legal basis / purpose). */
  purpose: string;
  retention: string;
  erasure: Erasure;
  columns: Record<string, DataKind>;
}

const RECRUITERS = 'recruiters (rh, rh_manager)';
const SELF_AND_RECRUITERS = 'the person; recruiters (contacts masked by the person’s channels, 002 §6)';
const UNTIL_ERASED = 'while the account exists; erased with it (000 §4)';
const NOT_PERSONAL = { readers: 'anyone the route admits', purpose: 'product data', retention: 'indefinite' };

/** Tables of the `public` schema, by name. */
export const PERSONAL_DATA_REGISTRY: Record<string, TableEntry> = {
  users: {
    readers: SELF_AND_RECRUITERS,
    purpose: 'the account and the professional profile recruiters match with opportunities (consent, 000 §4)',
    retention: UNTIL_ERASED,
    erasure: {
      action: 'custom',
      step: 'anonymise-user',
      how: 'every personal column emptied; the row stays (id, roles, dates) so applications show “Cadastro excluído”',
    },
    columns: {
      id: 'identity',
      email: 'contact',
      password_hash: 'credential',
      first_name: 'identity',
      last_name: 'identity',
      display_name: 'identity',
      roles: 'none',
      preferred_language: 'none',
      email_confirmed_at: 'identity',
      token_version: 'none',
      description: 'free-text',
      linkedin_url: 'contact',
      user_image_file_id: 'file',
      personal_data: 'sensitive',
      place_id: 'contact',
      formatted_address: 'contact',
      latitude: 'contact',
      longitude: 'contact',
      contacts: 'contact',
      notifications_settings: 'professional',
      profile: 'professional',
      opportunity_type: 'professional',
      hiring_model: 'professional',
      home_office: 'professional',
      flags: 'sensitive',
      register_rh: 'professional',
      pre_register: 'professional',
      by_rh: 'professional',
      valid_registration: 'professional',
      provider: 'professional',
      provider_data: 'professional',
      registered_by: 'identity',
      onboarding_step: 'none',
      privacy_consent_at: 'professional',
      privacy_consent_expires_at: 'professional',
      deleted_at: 'none',
      created_at: 'none',
      updated_at: 'none',
      // Generated from the names (finder search): emptied with them.
      search_name: 'derived',
      search_vector: 'derived',
    },
  },
  user_skills: {
    readers: SELF_AND_RECRUITERS,
    purpose: 'the mosaic’s skills, matched against opportunities',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      id: 'none',
      user_id: 'identity',
      nome: 'professional',
      nome_caption: 'professional',
      classif: 'professional',
      subclassif: 'professional',
      level: 'professional',
      source: 'professional',
      position: 'none',
      nome_norm: 'derived',
      search_vector: 'derived',
    },
  },
  deleted_profiles: {
    readers: RECRUITERS,
    purpose: 'the deleted-profiles report 002 §3 names (userName, userEmail, created, comment)',
    retention: 'kept: it is the record that the registration was erased on the person’s request',
    erasure: { action: 'none', why: 'it is written by the erasure itself (002 §3)' },
    columns: {
      id: 'none',
      user_name: 'identity',
      user_email: 'contact',
      comment: 'free-text',
      created_at: 'none',
    },
  },
  auth_tokens: {
    readers: 'nobody (hashes only)',
    purpose: 'e-mail confirmation and password reset',
    retention: 'until used or expired',
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      id: 'none',
      user_id: 'identity',
      kind: 'none',
      token_hash: 'credential',
      opportunity_id: 'none',
      expires_at: 'none',
      used_at: 'none',
      created_at: 'none',
    },
  },
  files: {
    readers: SELF_AND_RECRUITERS,
    purpose: 'CVs and photos the person (or a recruiter for them) attached',
    retention: UNTIL_ERASED,
    erasure: {
      action: 'custom',
      step: 'files',
      how: 'rows of the person’s files deleted; their bytes removed from the storage after the commit',
    },
    columns: {
      id: 'none',
      owner_id: 'identity',
      kind: 'none',
      storage_key: 'file',
      file_name: 'file',
      mime_type: 'none',
      size: 'none',
      comment: 'free-text',
      uploaded_by: 'identity',
      claim_token_hash: 'credential',
      text_content: 'file',
      uploaded_at: 'none',
      attached_at: 'none',
      text_search: 'derived',
    },
  },
  candidatures: {
    readers: SELF_AND_RECRUITERS,
    purpose: 'applications and their stages (the selection process)',
    retention:
      'the application stays anonymous for the recruiters’ history; its personal parts go with the account',
    erasure: {
      action: 'custom',
      step: 'strip-candidatures',
      how: 'who referred the person and the recruiters’ notes in the steps removed; the anonymous stages stay',
    },
    columns: {
      id: 'none',
      opportunity_id: 'none',
      user_id: 'identity',
      kind: 'professional',
      status_current: 'professional',
      status_history: 'professional',
      capture: 'professional',
      source: 'professional',
      recruiter_id: 'none',
      steps: 'free-text',
      date_victory: 'professional',
      date_refused: 'professional',
      date_quit: 'professional',
      nivel_aderencia: 'professional',
      by_rh: 'professional',
      steps_out_of_order: 'professional',
      steps_last_day: 'professional',
      steps_met_stage: 'professional',
      indicado_por: 'identity',
      notify_on_finish: 'professional',
      version: 'none',
      created_at: 'none',
      updated_at: 'none',
    },
  },
  user_evaluations: {
    readers: `${RECRUITERS}; the person in their data export`,
    purpose: 'recruiters’ opinions of the professional (002 §3)',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'professional_id' },
    columns: {
      id: 'none',
      professional_id: 'identity',
      evaluator_id: 'identity',
      type_id: 'none',
      type_name: 'professional',
      opportunity_id: 'none',
      criteria: 'professional',
      conteudo: 'free-text',
      result: 'professional',
      created: 'none',
      created_at: 'none',
      updated_at: 'none',
    },
  },
  feed_events: {
    readers: RECRUITERS,
    purpose: 'the recruiters’ activity feed about the professional (002 §2.10)',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'professional_id' },
    columns: {
      id: 'none',
      professional_id: 'identity',
      event_type_id: 'none',
      kind: 'none',
      actor_id: 'identity',
      opportunity_id: 'none',
      happened_at: 'professional',
      comment: 'free-text',
      created_at: 'none',
      updated_at: 'none',
    },
  },
  feed_event_attachments: {
    readers: RECRUITERS,
    purpose: 'files attached to a feed event (the files are the professional’s)',
    retention: UNTIL_ERASED,
    erasure: {
      action: 'custom',
      step: 'feed-attachments',
      how: 'go with the feed events and files (foreign keys cascade)',
    },
    columns: { event_id: 'none', file_id: 'file', position: 'none' },
  },
  recruiter_inputs: {
    readers: RECRUITERS,
    purpose: 'the recruiter sheet: notes about the professional (002 §3 recruiterInputs)',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: { user_id: 'identity', values: 'free-text', updated_by: 'identity', updated_at: 'none' },
  },
  talents: {
    readers: RECRUITERS,
    purpose: 'the professional’s place on the talent hunters board',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      user_id: 'identity',
      group_id: 'professional',
      recruiter_id: 'identity',
      hired_or_quit: 'professional',
      hired_or_quit_at: 'professional',
      entered_at: 'professional',
      updated_at: 'none',
      updated_by: 'identity',
    },
  },
  pre_registrations: {
    readers: RECRUITERS,
    purpose: 'which recruiter pre-registered whom for an opportunity (001 §7 preRegisterMade)',
    retention: 'the count stays for the recruiters’ report; the name goes with the account',
    erasure: {
      action: 'custom',
      step: 'anonymise-pre-registrations',
      how: 'the typed name emptied and the link to the person removed; the row stays for the count',
    },
    columns: {
      id: 'none',
      opportunity_id: 'none',
      recruiter_id: 'identity',
      professional_id: 'identity',
      professional_name: 'identity',
      created_at: 'none',
    },
  },
  mail_outbox: {
    readers: 'the development mailbox outside production; nobody in the product',
    purpose: 'every e-mail sent, for delivery and its retry',
    retention: 'until the person’s account is erased',
    erasure: {
      action: 'custom',
      step: 'mail-outbox',
      how: 'every message to the address or naming it deleted',
    },
    columns: {
      id: 'none',
      to: 'contact',
      subject: 'free-text',
      text: 'free-text',
      html: 'free-text',
      template: 'none',
      language: 'none',
      status: 'none',
      error: 'none',
      created_at: 'none',
      sent_at: 'none',
      // Files mailed with a message (a report's CSV to the recruiter who asked for it, issue 25).
      attachments: 'file',
    },
  },
  contact_messages: {
    readers: 'the team (mailed to it)',
    purpose: 'answering the contact-us form',
    retention: 'until answered; erased with the account of the same address',
    erasure: {
      action: 'custom',
      step: 'contact-messages',
      how: 'every message sent from the address deleted',
    },
    columns: {
      id: 'none',
      first_name: 'identity',
      email: 'contact',
      mensagem: 'free-text',
      language: 'none',
      created_at: 'none',
    },
  },
  compatibilities: {
    readers: RECRUITERS,
    purpose: 'the computed compatible pairs (matching index)',
    retention: 'recomputed on every change; erased with the account',
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      opportunity_id: 'none',
      user_id: 'identity',
      adherence: 'derived',
      is_pcd: 'sensitive',
      is_talent: 'derived',
      computed_at: 'none',
    },
  },
  match_professionals: {
    readers: 'nobody (matching index)',
    purpose: 'the professional’s place set and card flags for ranking',
    retention: 'kept in step with users by triggers; erased with the account',
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      user_id: 'identity',
      place_id: 'derived',
      is_pcd: 'sensitive',
      is_talent: 'derived',
      active: 'derived',
    },
  },
  match_status: {
    readers: 'nobody (matching progress)',
    purpose: 'tells pollers when a recompute is done',
    retention: 'erased with the account',
    erasure: {
      action: 'custom',
      step: 'match-status',
      how: 'the professional’s row deleted (kind professional, subject the person)',
    },
    columns: {
      kind: 'none',
      subject_id: 'identity',
      requested_seq: 'none',
      completed_seq: 'none',
      requested_at: 'none',
      completed_at: 'none',
    },
  },
  match_places: {
    readers: 'nobody (matching index)',
    purpose: 'distinct place sets shared by many professionals and opportunities',
    retention: 'shared rows, never tied to one person',
    erasure: {
      action: 'none',
      why: 'a place set is a city or address list shared by many and carries no id of a person; the link (match_professionals) goes',
    },
    columns: {
      id: 'none',
      key: 'derived',
      addresses: 'derived',
      parts: 'derived',
      lats: 'derived',
      lngs: 'derived',
    },
  },
  professional_search_documents: {
    readers: 'nobody (search index)',
    purpose: 'the professional search’s skills and CV text index',
    retention: 'kept in step by triggers; erased with the account',
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: { user_id: 'identity', skills: 'derived', skills_vector: 'derived', cv_vector: 'derived' },
  },
  opportunity_comments: {
    readers: RECRUITERS,
    purpose: 'recruiters’ notes on an opportunity (written by recruiters, about the opportunity)',
    retention: 'with the opportunity',
    erasure: { action: 'none', why: 'written by recruiters only; a professional never has rows here' },
    columns: {
      id: 'none',
      opportunity_id: 'none',
      user_id: 'identity',
      message: 'free-text',
      created_at: 'none',
      updated_at: 'none',
    },
  },
  opportunities: {
    ...NOT_PERSONAL,
    erasure: {
      action: 'none',
      why: 'opportunities are the company’s; the recruiter ids in them are set null when a recruiter is removed',
    },
    columns: Object.fromEntries(
      [
        'id',
        'id_opportunity',
        'titulo',
        'client',
        'detalhes',
        'detalhes_en',
        'publication_date',
        'is_public',
        'is_finished',
        'finished_at',
        'label',
        'fase',
        'life_cycle',
        'quantidade_vagas',
        'victories',
        'defeats',
        'defeat_dates',
        'special_refer_and_earn',
        'reward_amount',
        'locations',
        'region',
        'range_km',
        'home_office',
        'opportunity_type',
        'hiring_model',
        'pretensao',
        'criterias',
        'interests',
        'careers',
        'evaluations',
        'pcd',
        'pcd_pref',
        'mosaic_items',
        'mosaic',
        'priority',
        'show_in_kanban',
        'squad_id',
        // Recruiters' ids (the company's staff, not the candidates): set null if a recruiter is removed.
        'responsible_id',
        'created_by',
        'close_reason',
        'close_description',
        'created_at',
        'updated_at',
        'search_title',
        'search_vector',
        'refer_and_earn_date',
      ].map((column) => [column, 'none' as DataKind]),
    ),
  },
  // Opportunities' derived and catalogue tables: nothing about a person.
  opportunity_milestones: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'days of an opportunity, no person' },
    columns: {
      opportunity_id: 'none',
      stage1_met_on: 'none',
      stage2_met_on: 'none',
      stage3_met_on: 'none',
      stage4_met_on: 'none',
      victory_days: 'none',
    },
  },
  match_criterion_terms: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'an opportunity’s criteria' },
    columns: { opportunity_id: 'none', position: 'none', term_norm: 'none', peso: 'none' },
  },
  match_opportunities: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'an opportunity’s places' },
    columns: {
      opportunity_id: 'none',
      total_peso: 'none',
      remote: 'none',
      range_km: 'none',
      has_locations: 'none',
      addresses: 'none',
      parts: 'none',
      lats: 'none',
      lngs: 'none',
      open: 'none',
      place_id: 'none',
    },
  },
  squads: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'team names' },
    columns: { id: 'none', name: 'none' },
  },
  careers: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'catalogue; created_by is a recruiter id' },
    columns: { id: 'none', nome: 'none', created_by: 'none', created_at: 'none' },
  },
  dictionary_terms: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'vocabulary; created_by is a recruiter id' },
    columns: {
      id: 'none',
      nome: 'none',
      nome_en: 'none',
      classif: 'none',
      subclassif: 'none',
      created_by: 'none',
      created_at: 'none',
    },
  },
  criteria_templates: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'catalogue' },
    columns: { id: 'none', nome: 'none', termos: 'none', global: 'none' },
  },
  evaluation_types: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'catalogue' },
    columns: { id: 'none', name: 'none', criteria: 'none', disabled: 'none' },
  },
  event_types: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'catalogue' },
    columns: {
      id: 'none',
      name: 'none',
      name_en: 'none',
      name_pt_pt: 'none',
      kind: 'none',
      automatic: 'none',
    },
  },
  talent_groups: {
    ...NOT_PERSONAL,
    erasure: { action: 'none', why: 'catalogue' },
    columns: { id: 'none', name: 'none', description: 'none' },
  },
  candidature_transitions: {
    readers: RECRUITERS,
    purpose: 'the append-only history of stage and status changes the recruitment reports read (issue 25)',
    retention: 'as long as the opportunity; ids and stage numbers only',
    erasure: {
      action: 'none',
      why: 'ids and stage numbers only, no text: the person’s id points at the anonymised users row, as candidatures do, and the reports keep their history',
    },
    columns: {
      id: 'none',
      candidature_id: 'none',
      opportunity_id: 'none',
      user_id: 'identity',
      kind: 'none',
      stage: 'professional',
      met: 'professional',
      step_day: 'professional',
      from_value: 'professional',
      to_value: 'professional',
      actor_id: 'none',
      responsible_id: 'none',
      squad_id: 'none',
      occurred_at: 'none',
      opportunity_phase: 'none',
      moves_phase: 'none',
      backfilled: 'none',
    },
  },
  report_links: {
    readers: RECRUITERS,
    purpose: 'signed, expiring links to a report (issue 25): the report kind and its filters',
    retention: 'seven days (the link’s expiry), then deleted by the hourly purge 30 days after it expired',
    erasure: { action: 'none', why: 'recruiters’ report filters (ids, dates); nothing about a professional' },
    columns: {
      id: 'none',
      kind: 'none',
      filters: 'none',
      created_by: 'none',
      created_at: 'none',
      expires_at: 'none',
    },
  },
  user_sessions: {
    readers: 'the person (their sessions list in settings)',
    purpose: 'each sign-in, so a person sees and ends their sessions (issue 26, ASVS V7)',
    retention: 'until ended, then until the account is erased',
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      id: 'none',
      user_id: 'identity',
      device: 'contact',
      address: 'contact',
      started_at: 'none',
      last_seen_at: 'none',
      ended_at: 'none',
      second_factor: 'none',
    },
  },
  second_factors: {
    readers: 'nobody (the sign-in checks codes against it)',
    purpose:
      'the second factor (TOTP) of an account (issue 26, ASVS V6); the secret is kept AES-256-GCM encrypted',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      user_id: 'identity',
      secret: 'credential',
      confirmed_at: 'none',
      last_used_step: 'none',
      created_at: 'none',
    },
  },
  recovery_codes: {
    readers: 'nobody (hashes only)',
    purpose: 'single-use recovery codes of the second factor (issue 26)',
    retention: UNTIL_ERASED,
    erasure: { action: 'delete-rows', column: 'user_id' },
    columns: {
      id: 'none',
      user_id: 'identity',
      code_hash: 'credential',
      used_at: 'none',
      created_at: 'none',
    },
  },
  rate_limits: {
    readers: 'nobody',
    purpose: 'rate-limit counters (keys are IPs or hashed account keys, minutes long)',
    retention: 'until the window expires (minutes)',
    erasure: { action: 'none', why: 'expires by itself within the hour; carries no name' },
    columns: { key: 'derived', hits: 'none', expires_at: 'none' },
  },
};

/**
 * Schemas of libraries, classified as a whole: their rows are the libraries' bookkeeping. pg-boss's jobs carry ids
 * only (matching: `{userId}`/`{opportunityId}`, CV text: `{fileId}`); the erasure scan test proves no e-mail, name
 * or phone is left there.
 */
export const LIBRARY_SCHEMAS: Record<string, string> = {
  drizzle: 'the list of applied migrations',
  pgboss: 'queue jobs (payloads carry ids only) and their bookkeeping',
};

/** The steps `custom` entries name; the erasure repository implements each (checked by the registry test). */
export const customErasureSteps = (): string[] =>
  Object.values(PERSONAL_DATA_REGISTRY).flatMap((entry) =>
    entry.erasure.action === 'custom' ? [entry.erasure.step] : [],
  );

/** Tables whose rows about a person are deleted outright, with the column naming the person. */
export const deleteRowsTables = (): Array<{ table: string; column: string }> =>
  Object.entries(PERSONAL_DATA_REGISTRY).flatMap(([table, entry]) =>
    entry.erasure.action === 'delete-rows' ? [{ table, column: entry.erasure.column }] : [],
  );
