import { CONTENT_IMAGE_PATH } from '@platform/domain';
import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { BinaryBody, Id, ImageUrl, PageOf, Paging, Timestamp } from './common.ts';

const RichText = Type.String({ description: 'HTML; the app sanitises it before rendering' });

export const Activity = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  bannerUrl: ImageUrl,
  startsAt: Timestamp,
  endsAt: Type.Union([Timestamp, Type.Null()]),
});

const ArticleSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  sort: Type.Integer(),
});
const Article = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: RichText,
  updatedAt: Timestamp,
});

export const contentEndpoints = {
  contentImage: defineEndpoint({
    name: 'contentImage',
    method: 'GET',
    path: CONTENT_IMAGE_PATH,
    auth: 'public',
    encoding: 'none',
    summary:
      "An image an operator uploaded for the site's content (an activity banner), with its sniffed type",
    query: Type.Object({ id: Id }),
    response: BinaryBody('Image bytes'),
    rawResponse: { contentType: 'image/*' },
    errors: ['NOT_FOUND'],
  }),
  promoDetail: defineEndpoint({
    name: 'promoDetail',
    method: 'GET',
    path: '/api/findmed/v1/promo/detail',
    auth: 'public',
    encoding: 'none',
    summary: 'One promotion (activity) with its rules',
    query: Type.Object({ id: Id }),
    response: Type.Object({ ...Activity.properties, content: RichText }),
    errors: ['NOT_FOUND'],
  }),
  activityList: defineEndpoint({
    name: 'activityList',
    method: 'GET',
    path: '/api/findmed/v1/activity/list',
    auth: 'public',
    encoding: 'none',
    summary: 'Current activities of the site',
    query: Type.Object(Paging),
    response: PageOf(Activity),
    errors: [],
  }),
  articleList: defineEndpoint({
    name: 'articleList',
    method: 'GET',
    path: '/api/findmed/v1/article/list',
    auth: 'public',
    encoding: 'none',
    summary: 'Help-centre or tutorial articles (titles only)',
    query: Type.Object({ kind: Type.Union([Type.Literal('help'), Type.Literal('tutorial')]) }),
    response: Type.Array(ArticleSummary),
    errors: [],
  }),
  articleDetail: defineEndpoint({
    name: 'articleDetail',
    method: 'GET',
    path: '/api/findmed/v1/article/detail',
    auth: 'public',
    encoding: 'none',
    summary:
      'One help or tutorial article by slug (tutorial slugs match the /tutorial/* routes: sportRules, deposit, …)',
    query: Type.Object({
      kind: Type.Union([Type.Literal('help'), Type.Literal('tutorial')]),
      slug: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_/-]+$' }),
    }),
    response: Article,
    errors: ['NOT_FOUND'],
  }),
};
