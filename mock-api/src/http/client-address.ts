import type { Request } from 'express';

/** The caller's address as rate limits count it (Express's `trust proxy` setting decides whether X-Forwarded-For is read). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
