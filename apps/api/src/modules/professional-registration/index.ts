// What the professional-registration module offers other modules; nothing else of its insides is imported from outside it.
export { registerProfessional } from './professional-registration.service';
