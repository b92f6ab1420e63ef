// What other features use of users: finding a user, recording a sign-in and setting a new
// password (auth), creating a company's accounts (workspace).
export { cancelEmailChanges } from './email-change';
export {
  type UserRow,
  findUserByEmail,
  findUserById,
  insertUserIfEmailFree,
  recordLogin,
  toUser,
  updateUserRow,
} from './repository';
