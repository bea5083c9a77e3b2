export { RichText, type RichTextProps } from './RichText.tsx';
export { type HtmlSanitizer, loadHtmlSanitizer } from './sanitizeHtml.ts';
