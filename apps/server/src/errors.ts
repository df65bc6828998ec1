import { authMessages, commonMessages } from '@chajul/contracts';

/** An error the client should see: its message is Korean and safe to show (docs/design.md §3). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = commonMessages.badRequest, field?: string) =>
  new AppError(400, message, field);
export const unauthorized = (message: string = authMessages.loginRequired) =>
  new AppError(401, message);
export const forbidden = (message: string = authMessages.forbidden) => new AppError(403, message);
export const notFound = (message: string = commonMessages.notFound) => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
export const tooManyRequests = (message: string = commonMessages.tooManyRequests) =>
  new AppError(429, message);
