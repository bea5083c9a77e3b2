import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { BinaryBody, Id, PageOf, Paging, Timestamp } from './common.ts';
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_LENGTH, FEEDBACK_MAX_IMAGES } from './feedbackLimits.ts';

const FeedbackSummary = Type.Object({
  id: Type.String(),
  category: Type.Enum(FEEDBACK_CATEGORIES),
  content: Type.String(),
  status: Type.Union([Type.Literal('submitted'), Type.Literal('replied')]),
  createdAt: Timestamp,
});

export const feedbackEndpoints = {
  upload: defineEndpoint({
    name: 'upload',
    method: 'POST',
    path: '/api/f/v1/upload',
    auth: 'member',
    encoding: 'multipart',
    summary: 'Upload one image (field `file`; JPG, PNG, GIF or WEBP by content, at most 5 MB)',
    response: Type.Object({
      id: Type.String(),
      url: Type.String(),
      contentType: Type.String(),
      size: Type.Integer(),
    }),
    errors: ['UPLOAD_NOT_AN_IMAGE', 'UPLOAD_TOO_LARGE', 'FIELD_REQUIRED'],
  }),
  uploadedImage: defineEndpoint({
    name: 'uploadedImage',
    method: 'GET',
    path: '/api/f/v1/upload/image',
    auth: 'public',
    encoding: 'none',
    summary:
      'An uploaded image by id (the 128-bit random id is the capability; served with its sniffed type)',
    query: Type.Object({ id: Id }),
    response: BinaryBody('Image bytes'),
    rawResponse: { contentType: 'image/*' },
    errors: ['NOT_FOUND'],
  }),
  feedbackSubmit: defineEndpoint({
    name: 'feedbackSubmit',
    method: 'POST',
    path: '/api/findmed/v1/member/feedback/submit',
    auth: 'member',
    encoding: 'form',
    summary: `Submit feedback with up to ${FEEDBACK_MAX_IMAGES} of the member's uploaded images`,
    body: Type.Object({
      category: Type.Enum(FEEDBACK_CATEGORIES),
      content: Type.String({
        minLength: FEEDBACK_CONTENT_LENGTH.minimum,
        maxLength: FEEDBACK_CONTENT_LENGTH.maximum,
      }),
      imageIds: Type.Optional(Type.Array(Id, { maxItems: FEEDBACK_MAX_IMAGES })),
    }),
    response: Type.Object({ id: Type.String() }),
    errors: ['NOT_FOUND'],
  }),
  feedbackList: defineEndpoint({
    name: 'feedbackList',
    method: 'POST',
    path: '/api/findmed/v1/member/feedback/list',
    auth: 'member',
    encoding: 'form',
    summary: "The member's feedback, newest first",
    body: Type.Object(Paging),
    response: PageOf(FeedbackSummary),
    errors: [],
  }),
  feedbackDetail: defineEndpoint({
    name: 'feedbackDetail',
    method: 'GET',
    path: '/api/findmed/v1/member/feedback/detail',
    auth: 'member',
    encoding: 'none',
    summary: "One of the member's feedback entries with images and the reply",
    query: Type.Object({ id: Id }),
    response: Type.Object({
      ...FeedbackSummary.properties,
      imageUrls: Type.Array(Type.String()),
      reply: Type.Union([Type.String(), Type.Null()]),
    }),
    errors: ['NOT_FOUND'],
  }),
};
