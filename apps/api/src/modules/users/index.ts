// What the users module offers other modules; nothing else of its insides is imported from outside it.

export type { UserRow, UserSkillRow } from './users.repository';
export { toUserProfile } from './users.service';
