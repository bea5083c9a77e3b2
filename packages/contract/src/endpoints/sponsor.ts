import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Timestamp } from './common.ts';

export const sponsorEndpoints = {
  sponsorPage: defineEndpoint({
    name: 'sponsorPage',
    method: 'GET',
    path: '/api/findmed/v1/sponsor',
    auth: 'public',
    encoding: 'none',
    summary: "The site's sponsorship page in the request's language (the lang header)",
    response: Type.Object({
      title: Type.String(),
      content: Type.String({ description: 'HTML; the app sanitises it before rendering' }),
      updatedAt: Timestamp,
    }),
    errors: ['NOT_FOUND'],
  }),
};
