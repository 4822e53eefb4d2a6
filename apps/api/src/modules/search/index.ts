// What the search module offers other modules.
export { requestCvTextExtraction } from './cv-text.service';
