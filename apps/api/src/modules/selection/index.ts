// What the selection module offers other modules: a recruiter's enrolment through becomeCandidate.
export { enrolByRecruiter } from './selection.service';
