import type { z } from 'zod';
import { MESSAGES } from '../../platform/error-handler.ts';
import { ValidationError } from '../../platform/errors.ts';
import { type AcceptedFile, type FileKind, type ReceivedFile, acceptFile } from '../../platform/uploads.ts';

/** The first message of each top-level field. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

export interface FileRule {
  field: string;
  allowed: readonly FileKind[];
  wrongType: string;
  /** Set when the form cannot be sent without this file. */
  required?: string;
}

type Checked<S extends z.ZodType, F> = { values: z.output<S>; file: F };

/**
 * Checks a form's text fields and its file together, so the sender hears about every problem at
 * once, in the order the form shows its fields (each becomes its own toast). Throws the 400
 * envelope; answers the parsed fields and the accepted file otherwise.
 */
export async function checkSubmission<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  fieldOrder: readonly string[],
  files: Record<string, ReceivedFile>,
  fileRule: FileRule & { required: string },
): Promise<Checked<S, AcceptedFile>>;
export async function checkSubmission<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  fieldOrder: readonly string[],
  files?: Record<string, ReceivedFile>,
  fileRule?: FileRule,
): Promise<Checked<S, AcceptedFile | undefined>>;
export async function checkSubmission<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  fieldOrder: readonly string[],
  files: Record<string, ReceivedFile> = {},
  fileRule?: FileRule,
): Promise<Checked<S, AcceptedFile | undefined>> {
  const parsed = schema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error);
  let file: AcceptedFile | undefined;
  if (fileRule) {
    const received = files[fileRule.field];
    if (received) {
      const outcome = await acceptFile(received, fileRule.allowed, fileRule.wrongType);
      if ('refused' in outcome) errors[fileRule.field] = outcome.refused;
      else file = outcome;
    } else if (fileRule.required) {
      errors[fileRule.field] = fileRule.required;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    const ordered: Record<string, string> = {};
    for (const field of fieldOrder) if (errors[field]) ordered[field] = errors[field];
    for (const [field, message] of Object.entries(errors)) ordered[field] ??= message;
    throw new ValidationError(ordered, MESSAGES.invalidInput);
  }
  return { values: parsed.data as z.output<S>, file };
}
