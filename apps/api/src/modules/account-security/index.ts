// What the account-security module offers other modules (the sign-in's second step).
export { continueSignin, encryptPlainSecondFactors } from './account-security.service';
