// What the matching module offers other modules and the server; its insides stay private.
export { ensureMatchesComputed, requestProfessionalMatch } from './matching.service';
