export {
  FormFailure,
  PageCentred,
  PageColumn,
  PageForm,
  type PageFormProps,
  PageSection,
} from './PageLayout.tsx';
