// What the auth module offers other modules; nothing else of its insides is imported from outside it.
export { createInvitationToken } from './auth.service';
