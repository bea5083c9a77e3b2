export { FeedbackForm, type FeedbackFormProps, type FeedbackFormValues } from './FeedbackForm.tsx';
