// What other features use of users: finding a user and recording a sign-in (auth).
export { findUserByEmail, findUserById, recordLogin, toUser } from './repository';
