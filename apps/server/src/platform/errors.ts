/**
 * Typed domain errors. Services throw these; the one error handler maps them to
 * HTTP and the error envelope. Expected business outcomes (out of stock, already
 * applied…) are returned results, not thrown.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export class ValidationError extends AppError {
  constructor(fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid input.') {
    super(400, message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}
