import { z } from 'zod';
import { route } from '../../core/index.js';
import { LoginDocument, LogoutDocument, RegisterDocument } from '@platform/operations';
import { MutationLoginArgsSchema, MutationRegisterArgsSchema } from '@platform/subgraph-accounts/validation';
import { messageRecord } from '../records.js';

export const authRoutes = [
  route({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Register a user',
    tag: 'Auth',
    auth: 'none',
    body: MutationRegisterArgsSchema(),
    operation: RegisterDocument,
    variables: ({ body }) => body,
    respond: ({ register }) => ({ message: register.message, userId: register.userId }),
    status: 201,
    response: z.object({ message: z.string(), userId: z.number().int() }),
    errors: [409],
  }),
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Log in and receive a bearer token (lifetime JWT_EXPIRES_IN)',
    description: 'Wrong e-mail or password answers 401.',
    tag: 'Auth',
    auth: 'none',
    body: MutationLoginArgsSchema(),
    operation: LoginDocument,
    variables: ({ body }) => body,
    respond: ({ login }) => ({ token: login.token }),
    response: z.object({ token: z.string() }),
    errors: [401],
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Revoke the presented token',
    tag: 'Auth',
    auth: 'user',
    operation: LogoutDocument,
    respond: ({ logout }) => logout,
    response: messageRecord,
  }),
];
