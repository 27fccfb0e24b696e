import { AppError } from '../app-error';

const recordsText = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

/**
 * Removing (or remaking) set-up that records use is refused (409): they would point at nothing, and
 * could no longer be saved. `refused` says what cannot be done when it is not the removal.
 */
export const inUse = (what: string, count: number, refused?: string) =>
  new AppError('Conflict', `This ${what} is used by ${recordsText(count)}${refused ? `: ${refused}` : ''}`, 409);
