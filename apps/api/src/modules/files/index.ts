// What the files module offers other modules; nothing else of its insides is imported from outside it.
export { assertAttachableCv, bindSignupUploads, listAttachments, uploadCv } from './files.service';
