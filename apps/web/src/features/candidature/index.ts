// The candidature feature's public surface.
export { CvAttachments } from './components/cv-attachments';
