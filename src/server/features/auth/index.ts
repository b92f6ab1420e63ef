// What other features use of auth: checking a typed password under the sign-in throttle (users).
export { checkPasswordAttempt } from './password-attempts';
