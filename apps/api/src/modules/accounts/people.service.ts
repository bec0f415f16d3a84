/**
 * A person's row as other modules read and write it (ADR 081): one lookup, lock, insert and
 * update of a person, asked of the accounts module that owns the table.
 */
import type { Db } from '../../db/client.ts';
import type { NewUser } from '../../db/schema/index.ts';
import * as repository from './users.repository.ts';

/** The person with this id, or undefined. */
export function findUserById(db: Db, userId: number) {
  return repository.findUserById(db, userId);
}

/** The account of this address (trimmed and lower-cased as stored), or undefined. */
export function findUserByEmail(db: Db, email: string) {
  return repository.findUserByEmail(db, email);
}

/** The person's row, locked (`for update`) until the transaction ends; undefined when there is none. */
export function lockUser(db: Db, userId: number) {
  return repository.lockUser(db, userId);
}

/** Whether an account other than `exceptUserId` (when given) has this address, compared as given. */
export function isEmailTaken(db: Db, email: string, exceptUserId?: number) {
  return repository.isEmailTaken(db, email, exceptUserId);
}

/** Creates the person's row as given and returns it. */
export function insertUser(db: Db, values: NewUser) {
  return repository.insertUser(db, values);
}

/** Writes these fields of the person's row as given (no rule checked: the caller's) and returns the row. */
export function updateUserFields(db: Db, userId: number, values: Partial<NewUser>) {
  return repository.updateUser(db, userId, values);
}

/** Deletes the person's row. */
export function deleteUser(db: Db, userId: number) {
  return repository.deleteUser(db, userId);
}

/** How many young people name this carer. */
export function countAssistedYoung(db: Db, carerId: number) {
  return repository.countAssistedYoung(db, carerId);
}

/** Young people this carer registered who never opened their account (no password yet). */
export function findInvitedYoungOf(db: Db, carerId: number) {
  return repository.findInvitedYoungOf(db, carerId);
}

/** Whether a young person other than `youngId` names this carer. */
export function hasOtherYoung(db: Db, carerId: number, youngId: number) {
  return repository.hasOtherYoung(db, carerId, youngId);
}

/** People by id, with their names, e-mails and roles (the notices of changed places, the audit log). */
export function findPeople(db: Db, userIds: number[]) {
  return userIds.length === 0 ? Promise.resolve([]) : repository.findPeople(db, userIds);
}

/** People's full names by id, « Prénom Nom ». */
export async function findPeopleNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const people = await findPeople(db, userIds);
  return new Map(people.map((person) => [person.id, `${person.firstname} ${person.lastname}`]));
}
