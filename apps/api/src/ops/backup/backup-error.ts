/** A backup or a restore that cannot go on, with the French sentence the operator reads. */
export class BackupError extends Error {}
