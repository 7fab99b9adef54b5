/** zod schemas from core as Hapi validators: one schema, checked the same way everywhere. */
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import { findTextProblem, firstIssueMessage, LABELLED } from '@exportdesk/core';

/** zod's own wording said with the field's label (core/labels.ts); a schema's own message wins. */
const PARSE = LABELLED;

export function zodValidator<S extends z.ZodType>(schema: S) {
  const answer = (result: z.ZodSafeParseResult<z.output<S>>) => {
    if (!result.success) {
      throw Boom.badRequest(firstIssueMessage(result.error), {
        field: result.error.issues[0]?.path.join('.') || null,
      });
    }
    return result.data;
  };
  // Most schemas are synchronous: parsing them so, and answering without a promise, skips the
  // promise machinery (measurable on the quote route, issue 18; Hapi awaits whatever comes back).
  // A schema with an async refinement says so by throwing on its first sync parse, and is parsed
  // asynchronously from then on.
  let isAsync = false;
  const validator = (value: unknown): z.output<S> | Promise<z.output<S>> => {
    // Every text of every payload, query and path: well-formed Unicode, no control characters.
    const bad = findTextProblem(value);
    if (bad) throw Boom.badRequest(bad.message, { field: bad.field });
    if (!isAsync) {
      try {
        // Parsed first without the labelled wording: zod's error customizer in the parse context
        // costs ~2 µs on every parse (the quote, issue 29 item 3), and only a failure needs it;
        // a failed value is parsed again with it for the message.
        const plain = schema.safeParse(value ?? {});
        if (plain.success) return plain.data;
        return answer(schema.safeParse(value ?? {}, PARSE));
      } catch (err) {
        if (!(err instanceof z.core.$ZodAsyncError)) throw err;
        isAsync = true;
      }
    }
    return schema.safeParseAsync(value ?? {}, PARSE).then(answer);
  };
  // Hapi's types ask for a promise; its code awaits whatever comes back.
  return validator as (value: unknown) => Promise<z.output<S>>;
}

/** Keep the message and field of a failed validation (Hapi would otherwise hide them). */
export const failAction = async (_request: Request, _h: ResponseToolkit, err?: Error) => {
  throw err;
};

export const validate = {
  payload: <S extends z.ZodType>(schema: S) => ({ payload: zodValidator(schema), failAction }),
  params: <S extends z.ZodType>(schema: S) => ({ params: zodValidator(schema), failAction }),
  query: <S extends z.ZodType>(schema: S) => ({ query: zodValidator(schema), failAction }),
};
