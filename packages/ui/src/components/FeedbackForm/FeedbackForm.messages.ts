import type { ComponentMessages } from '../../i18n/index.ts';

export type FeedbackFormText = {
  formLabel: string;
  type: string;
  typePlaceholder: string;
  typeRequired: string;
  content: string;
  contentPlaceholder: string;
  contentRequired: string;
  contentTooShort: (minimum: number) => string;
  contentTooLong: (maximum: number) => string;
  counter: (used: number, maximum: number) => string;
  images: string;
  submit: string;
  submitted: string;
};

export const feedbackFormMessages: ComponentMessages<FeedbackFormText> = {
  'zh-CN': {
    formLabel: '意见反馈',
    type: '反馈类型',
    typePlaceholder: '请选择反馈类型',
    typeRequired: '请选择反馈类型',
    content: '反馈内容',
    contentPlaceholder: '请描述您遇到的问题或建议',
    contentRequired: '请输入反馈内容',
    contentTooShort: (minimum) => `反馈内容至少 ${minimum} 个字`,
    contentTooLong: (maximum) => `反馈内容不能超过 ${maximum} 字`,
    counter: (used, maximum) => `${used}/${maximum}`,
    images: '上传截图',
    submit: '提交',
    submitted: '提交成功',
  },
  'zh-HK': {
    formLabel: '意見回饋',
    type: '回饋類型',
    typePlaceholder: '請選擇回饋類型',
    typeRequired: '請選擇回饋類型',
    content: '回饋內容',
    contentPlaceholder: '請描述您遇到的問題或建議',
    contentRequired: '請輸入回饋內容',
    contentTooShort: (minimum) => `回饋內容至少 ${minimum} 個字`,
    contentTooLong: (maximum) => `回饋內容不能超過 ${maximum} 字`,
    counter: (used, maximum) => `${used}/${maximum}`,
    images: '上傳截圖',
    submit: '提交',
    submitted: '提交成功',
  },
  'en-US': {
    formLabel: 'Feedback',
    type: 'Feedback type',
    typePlaceholder: 'Choose a feedback type',
    typeRequired: 'Choose a feedback type',
    content: 'Your feedback',
    contentPlaceholder: 'Describe the problem or your suggestion',
    contentRequired: 'Enter your feedback',
    contentTooShort: (minimum) => `Feedback needs at least ${minimum} characters`,
    contentTooLong: (maximum) => `Feedback cannot be longer than ${maximum} characters`,
    counter: (used, maximum) => `${used}/${maximum}`,
    images: 'Screenshots',
    submit: 'Submit',
    submitted: 'Submitted successfully',
  },
};
