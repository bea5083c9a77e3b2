// The feedback and upload words and limits, apart from the schemas so the app imports them without TypeBox.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** What a member's feedback is about; the app labels each in the member's language. */
export const FEEDBACK_CATEGORIES = ['deposit', 'withdraw', 'game', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Length of the feedback text, in characters, and how many of the member's images may be attached. */
export const FEEDBACK_CONTENT_LENGTH = { minimum: 5, maximum: 1000 } as const;
export const FEEDBACK_MAX_IMAGES = 3;
