import { AppError } from '../app-error';

const recordsText = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

/** Removing set-up that records use is refused (409): they would point at nothing, and could no longer be saved. */
export const inUse = (what: string, count: number) => new AppError('Conflict', `This ${what} is used by ${recordsText(count)}`, 409);
