import { ApiError } from '@shop/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from './auth.js';

/** The error answers of an admin form's routes: bad form, auth, missing record, picture too large or of a wrong type. */
export const adminFormErrors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  413: ApiError,
  415: ApiError,
};

/** adminFormErrors and the 409 of a rule that refuses the change. */
export const adminFormConflictErrors = { ...adminFormErrors, 409: ApiError };

/** The signed-in staff member who makes a change, for the change history. */
export const actorOf = (request: FastifyRequest) => sessionOf(request).user.id;

/**
 * The route options of an admin form's record (spec §7: a multipart form, often with a picture):
 * create (201), update and delete, all with the same error answers.
 */
export function adminFormRoutes<
  Form extends z.ZodType,
  Params extends z.ZodType,
  Saved extends z.ZodType,
  Removed extends z.ZodType,
  Errors extends Record<number, typeof ApiError>,
>(tags: string[], schemas: { form: Form; params: Params; saved: Saved; removed: Removed; errors: Errors }) {
  const { form, params, saved, removed, errors } = schemas;
  const multipart = { consumes: ['multipart/form-data'], body: form };
  return {
    create: (summary: string) => ({
      schema: { tags, summary, ...multipart, response: { 201: saved, ...errors } },
    }),
    update: (summary: string) => ({
      schema: { tags, summary, params, ...multipart, response: { 200: saved, ...errors } },
    }),
    remove: (summary: string) => ({
      schema: { tags, summary, params, response: { 200: removed, ...errors } },
    }),
  };
}
