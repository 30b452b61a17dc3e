import {
  ConfirmEmailInput,
  EmailInput,
  LoginInput,
  MessageResponse,
  Profile,
  ProfileUpdateInput,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
  TokenResponse,
  VerifyInput,
  VerifyResponse,
} from '@shop/shared/auth/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../../config.js';
import { sessionOf } from '../../plugins/auth.js';
import { failureLimitHooks, rateLimitHook } from '../../plugins/rate-limit.js';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError, 503: ApiError };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, limiter } = app.services;
  const limits = app.config.rateLimits;
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown }).email ?? '').toLowerCase();
  const perEmail = (name: string, limit = limits.codes) =>
    rateLimitHook(limiter, `${name}:email`, limit, emailOf);
  const perIp = (name: string, limit: RateLimit = limits.codesPerAddress) =>
    rateLimitHook(limiter, `${name}:ip`, limit, (request) => request.ip);
  /** wrong codes per address (verify, reset, confirm-email): a right one is not counted */
  const wrongCodes = failureLimitHooks(
    limiter,
    'wrong-codes:ip',
    limits.codesPerAddress,
    (request) => request.ip,
    (error) => (error as { code?: string }).code === 'INVALID_CODE',
  );

  app.post(
    '/auth/register',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Регистрация: письмо с кодом',
        body: RegisterInput,
        response: { 201: RegisterResponse, ...errors },
      },
      preHandler: [perIp('register', limits.register), perEmail('register')],
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  app.post(
    '/auth/verify',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Подтверждение email кодом',
        body: VerifyInput,
        response: { 200: VerifyResponse, ...errors },
      },
      preHandler: [wrongCodes.preHandler, perEmail('verify')],
      onError: wrongCodes.onError,
    },
    async (request) => auth.verify(request.body),
  );

  app.post(
    '/auth/resend-code',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Повторная отправка кода',
        body: EmailInput,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: [perIp('resend'), perEmail('resend')],
    },
    async (request) => auth.resendCode(request.body),
  );

  app.post(
    '/auth/login',
    {
      config: { audience: 'public' },
      schema: { tags, summary: 'Вход', body: LoginInput, response: { 200: TokenResponse, ...errors } },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Выход: токен отзывается',
        response: { 200: MessageResponse, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => {
      const { token, expiresAt } = sessionOf(request);
      return auth.logout(token, expiresAt);
    },
  );

  app.get(
    '/auth/profile',
    {
      schema: { tags, summary: 'Профиль', response: { 200: Profile, ...errors } },
      config: { audience: 'customer' },
    },
    async (request) => auth.getProfile(sessionOf(request).user.id),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags,
        summary: 'Изменение профиля',
        body: ProfileUpdateInput,
        response: { 200: Profile, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => auth.updateProfile(sessionOf(request).user.id, request.body),
  );

  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags,
        summary: 'Подтверждение нового email кодом из письма',
        body: ConfirmEmailInput,
        response: { 200: Profile, ...errors },
      },
      config: { audience: 'customer' },
      preHandler: [wrongCodes.preHandler],
      onError: wrongCodes.onError,
    },
    async (request) => auth.confirmEmail(sessionOf(request).user.id, request.body),
  );

  app.post(
    '/auth/request-password-reset',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Код для сброса пароля',
        body: EmailInput,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: [perIp('reset-request'), perEmail('reset-request')],
    },
    async (request) => auth.requestPasswordReset(request.body),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Новый пароль по коду',
        body: ResetPasswordInput,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: [wrongCodes.preHandler, perEmail('reset')],
      onError: wrongCodes.onError,
    },
    async (request) => auth.resetPassword(request.body),
  );
};
